//  Toast.swift

/// A short message over a window's content (an AdwToast), given as a value: a toast overlay shows each
/// toast once, when a toast with a new `id` appears in its description, and dismisses it when it leaves.
public struct Toast : Hashable, Sendable {
  /// Tells toasts apart: a re-render with the same id shows nothing new.
  public var id: String
  /// The message the toast shows.
  public var title: String
  /// The label of the toast's button, if it has one ("Undo").
  public var button: String?
  /// The window action the button activates (its name, "undo", not "win.undo").
  public var action: String?
  /// Seconds until the toast goes away by itself; 0 keeps it until it is dismissed.
  public var timeout: Int

  /// A toast; `timeout` in seconds (default 5, negative counts as 0: stays until dismissed).
  public init(id: String, title: String, button: String? = nil, action: String? = nil, timeout: Int = 5) {
    self.id = id
    self.title = title
    self.button = button
    self.action = action
    self.timeout = max(0, timeout)
  }
}
