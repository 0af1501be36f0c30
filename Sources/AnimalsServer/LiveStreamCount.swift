//  LiveStreamCount.swift

/// The live streams open at once, so a flood of subscribers cannot take every connection.
actor LiveStreamCount {
  let maximum: Int
  private(set) var open = 0

  init(maximum: Int) {
    self.maximum = maximum
  }

  /// Counts a new stream in; false when `maximum` are already open.
  func enter() -> Bool {
    guard self.open < self.maximum else { return false }
    self.open += 1
    return true
  }

  func leave() {
    self.open -= 1
  }
}
