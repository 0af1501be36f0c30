//  AppNotice.swift

/// Something that went wrong which the user must see, in words they understand: what could not be
/// done (`title`) and why (`reason`). Every window of the app shows it until it is dismissed.
public struct AppNotice : Hashable, Sendable, Identifiable {
  public let id: Int
  /// What could not be done ("Could not save the change").
  public let title: String
  /// Why, in words the user understands (see `UserFacingError`).
  public let reason: String

  /// A notice numbered `id` (unique within its `AppNotices`), saying what failed and why.
  public init(id: Int, title: String, reason: String) {
    self.id = id
    self.title = title
    self.reason = reason
  }
}
