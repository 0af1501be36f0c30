//  StreamRegistrar.swift

import Logging

/// Creates the store's streams, yields to all of them, forgets cancelled ones and finishes the rest on release.
///
/// The continuations are kept in an array of their own, apart from what is known of each stream: a
/// dispatch walks that array only, and a generic struct around each continuation cost a runtime
/// metadata lookup per stream per dispatch (its element is a tuple of the app's types).
@usableFromInline @MainActor final class StreamRegistrar<Element> : Sendable where Element : Sendable {
  private var count = 0
  /// The open streams' continuations; main-actor confined and never reached from a continuation's
  /// yield: no dynamic exclusivity checks.
  @exclusivity(unchecked) @usableFromInline var continuations: [AsyncStream<Element>.Continuation] = []
  /// What is known of each open stream, in the order of `continuations`.
  private var streams: [RegisteredStream] = []
  private(set) var droppedElementCount = 0
  /// Whether a stream with a bounded buffer is open: only those can drop an element.
  @exclusivity(unchecked) @usableFromInline var hasBoundedStreams = false
  private let logger: Logger

  init(logger: Logger = Logger(label: "ImmutableData.Store")) {
    self.logger = logger
  }

  deinit {
    for (stream, continuation) in zip(self.streams, self.continuations) {
      Self.logTotal(of: stream, logger: self.logger)
      continuation.finish()
    }
  }
}

/// One open stream: its number, its policy and how many elements it dropped.
struct RegisteredStream : Sendable {
  let id: Int
  let policy: StreamBufferingPolicy
  var droppedCount = 0
}

extension StreamRegistrar {
  @inlinable var streamCount: Int {
    self.continuations.count
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
    self.continuations.append(continuation)
    self.streams.append(RegisteredStream(id: id, policy: bufferingPolicy))
    self.hasBoundedStreams = self.streams.contains { $0.policy != .unbounded }
    return stream
  }
}

extension StreamRegistrar {
  /// Inlinable, like the store's dispatch: specialized for the app's types, it yields with no generic
  /// metadata looked up (unspecialized, a dispatch with one stream cost 2.8 times the seed's). Only a
  /// bounded stream can drop an element, so with none the results are not looked at.
  @inlinable func yield(_ element: Element) {
    guard self.hasBoundedStreams else {
      for continuation in self.continuations {
        continuation.yield(element)
      }
      return
    }
    for index in self.continuations.indices {
      if case .dropped = self.continuations[index].yield(element) {
        self.didDrop(at: index)
      }
    }
  }

  /// Counts the drop, and logs the first one and then each time a stream's total doubles, so a flood
  /// is reported without a log line per element; the total is logged again when the stream ends.
  @usableFromInline func didDrop(at index: Int) {
    self.droppedElementCount += 1
    self.streams[index].droppedCount += 1
    let stream = self.streams[index]
    if stream.droppedCount & (stream.droppedCount - 1) == 0 {
      self.logger.warning(
        "A stream dropped elements its listener had not read yet",
        metadata: [
          "stream": "\(stream.id)",
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
    if let index = self.streams.firstIndex(where: { $0.id == id }) {
      self.continuations.remove(at: index)
      Self.logTotal(of: self.streams.remove(at: index), logger: self.logger)
      self.hasBoundedStreams = self.streams.contains { $0.policy != .unbounded }
    }
  }

  nonisolated private static func logTotal(of stream: RegisteredStream, logger: Logger) {
    guard stream.droppedCount > 0 else { return }
    logger.warning(
      "A stream ended after dropping elements",
      metadata: ["stream": "\(stream.id)", "policy": "\(stream.policy)", "dropped": "\(stream.droppedCount)"]
    )
  }
}
