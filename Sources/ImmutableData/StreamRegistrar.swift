//  StreamRegistrar.swift

/// Creates the store's streams, yields to all of them, forgets cancelled ones and finishes the rest on release.
@MainActor final class StreamRegistrar<Element> : Sendable where Element : Sendable {
  private var count = 0
  private var dictionary = Dictionary<Int, AsyncStream<Element>.Continuation>()
  private(set) var droppedElementCount = 0

  deinit {
    for continuation in self.dictionary.values {
      continuation.finish()
    }
  }
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
    self.dictionary[id] = continuation
    return stream
  }
}

extension StreamRegistrar {
  func yield(_ element: Element) {
    for continuation in self.dictionary.values {
      if case .dropped = continuation.yield(element) {
        self.droppedElementCount += 1
      }
    }
  }
}

extension StreamRegistrar {
  private func removeContinuation(id: Int) {
    self.dictionary[id] = nil
  }
}
