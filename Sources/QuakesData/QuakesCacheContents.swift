//  QuakesCacheContents.swift

/// What a cache load found: the quakes, and the rows it dropped (and tried to remove) because their values
/// are impossible, by reason.
public struct QuakesCacheContents : Hashable, Sendable {
  public var quakes: [Quake]
  public var dropped: QuakeSkips

  public init(quakes: [Quake], dropped: QuakeSkips = QuakeSkips()) {
    self.quakes = quakes
    self.dropped = dropped
  }

  /// What the log says about the dropped rows, or nil if none were.
  public var droppedMessage: String? {
    guard !self.dropped.isEmpty else { return nil }
    let count = self.dropped.total
    return "Dropped \(count) cached earthquake\(count == 1 ? "" : "s") with impossible values (\(self.dropped.reasons))."
  }
}
