//  InspectorPreview.swift

/// The inspector shows the app in another state than its present one: as it was after one recorded
/// action (which one, of how many), or as it would be without the actions skipped in the inspector.
public struct InspectorPreview : Hashable, Sendable {
  /// 1-based position of the previewed action in the log (nil: the last one, with skipped actions).
  public var position: Int?
  /// How many actions the log holds.
  public var count: Int
  /// How many actions the previewed history leaves out (0: the history as it happened).
  public var skippedCount: Int

  /// The action at `position` (1-based) of `count`, in a history without `skippedCount` actions.
  public init(position: Int?, count: Int, skippedCount: Int = 0) {
    self.position = position
    self.count = count
    self.skippedCount = skippedCount
  }
}
