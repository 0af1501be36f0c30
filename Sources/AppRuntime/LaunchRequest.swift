//  LaunchRequest.swift

/// What one launch of an app asks the running instance for, read by the app from that launch's
/// command line (GtkApp reads no arguments itself).
public struct LaunchRequest : Sendable, Equatable {
  /// Open the inspector along with the new window.
  public var opensInspector: Bool

  /// A request; by default only for a new window.
  public init(opensInspector: Bool = false) {
    self.opensInspector = opensInspector
  }
}
