//  InspectorPreview.swift

/// The inspector shows the app as it was after one recorded action: which one, of how many.
public struct InspectorPreview : Hashable, Sendable {
  /// 1-based position of the previewed action in the log.
  public var position: Int
  /// How many actions the log holds.
  public var count: Int

  /// The action at `position` (1-based) of `count`.
  public init(position: Int, count: Int) {
    self.position = position
    self.count = count
  }
}
