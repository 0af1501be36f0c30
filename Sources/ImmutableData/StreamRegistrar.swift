//  StreamRegistrar.swift

import Logging

/// Creates the store's streams, yields to all of them, forgets cancelled ones and finishes the rest on release.
@usableFromInline @MainActor final class StreamRegistrar<Element> : Sendable where Element : Sendable {
  private var count = 0
  private var dictionary = Dictionary<Int, RegisteredStream<Element>>()
  private(set) var droppedElementCount = 0
  private let logger: Logger

  init(logger: Logger = Logger(label: "ImmutableData.Store")) {
    self.logger = logger
  }

  deinit {
    for (id, stream) in self.dictionary {
      Self.logTotal(of: stream, id: id, logger: self.logger)
      stream.continuation.finish()
    }
  }
}

/// One open stream: its continuation, its policy and how many elements it dropped.
struct RegisteredStream<Element> : Sendable where Element : Sendable {
  let continuation: AsyncStream<Element>.Continuation
  let policy: StreamBufferingPolicy
  var droppedCount = 0
}

extension StreamRegistrar {
  var streamCount: Int {
    self.dictionary.count
  }
}

extension StreamRegistrar {
  func makeStream(bufferingPolicy: StreamBufferingPolicy) -> AsyncStream<Element> {
    self.count += 1
    let id = self.count
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self,
      bufferingPolicy: bufferingPolicy.asyncStreamPolicy(of: Element.self)
    )
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
        self?.removeContinuation(id: id)
      }
    }
    self.dictionary[id] = RegisteredStream(continuation: continuation, policy: bufferingPolicy)
    return stream
  }
}

extension StreamRegistrar {
  func yield(_ element: Element) {
    for (id, stream) in self.dictionary {
      if case .dropped = stream.continuation.yield(element) {
        self.didDrop(streamID: id)
      }
    }
  }

  /// Counts the drop, and logs the first one and then each time a stream's total doubles, so a flood
  /// is reported without a log line per element; the total is logged again when the stream ends.
  private func didDrop(streamID id: Int) {
    self.droppedElementCount += 1
    self.dictionary[id]!.droppedCount += 1
    let stream = self.dictionary[id]!
    if stream.droppedCount & (stream.droppedCount - 1) == 0 {
      self.logger.warning(
        "A stream dropped elements its listener had not read yet",
        metadata: [
          "stream": "\(id)",
          "policy": "\(stream.policy)",
          "dropped": "\(stream.droppedCount)",
          "droppedByAllStreams": "\(self.droppedElementCount)",
        ]
      )
    }
  }
}

extension StreamRegistrar {
  private func removeContinuation(id: Int) {
    if let stream = self.dictionary.removeValue(forKey: id) {
      Self.logTotal(of: stream, id: id, logger: self.logger)
    }
  }

  nonisolated private static func logTotal(of stream: RegisteredStream<Element>, id: Int, logger: Logger) {
    guard stream.droppedCount > 0 else { return }
    logger.warning(
      "A stream ended after dropping elements",
      metadata: ["stream": "\(id)", "policy": "\(stream.policy)", "dropped": "\(stream.droppedCount)"]
    )
  }
}
