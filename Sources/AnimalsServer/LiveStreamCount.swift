//  LiveStreamCount.swift

import Synchronization

/// The live streams open at once, so a flood of subscribers cannot take every connection.
final class LiveStreamCount : Sendable {
  let maximum: Int
  private let count = Mutex(0)

  init(maximum: Int) {
    self.maximum = maximum
  }

  /// The streams counted in now.
  var open: Int {
    self.count.withLock { $0 }
  }

  /// A slot for a new stream, counted out when the slot is let go; nil when `maximum` are already open.
  func enter() -> LiveStreamSlot? {
    let entered = self.count.withLock { open in
      guard open < self.maximum else { return false }
      open += 1
      return true
    }
    return entered ? LiveStreamSlot(count: self) : nil
  }

  fileprivate func leave() {
    self.count.withLock { $0 -= 1 }
  }
}

/// One counted live stream. Held by the response's body, so the count goes down however the response
/// ends: streamed to the end, failed, or dropped unsent because the connection closed first.
final class LiveStreamSlot : Sendable {
  private let count: LiveStreamCount

  fileprivate init(count: LiveStreamCount) {
    self.count = count
  }

  deinit {
    self.count.leave()
  }
}
