//  WindowDriver.swift

import DeclarativeViews

/// What `WindowTest` asks of the window it drives, on GTK (`GtkWindowDriver`) or with no display
/// (`RecordedWindowDriver`): the steps are the same, the widgets differ.
@MainActor protocol WindowDriver : AnyObject {
  /// Runs what is pending until the window shows the outcome.
  func settle()
  /// Whether a modal dialog is open over the window (the controls are then the dialog's).
  var showsDialog: Bool { get }
  /// The shown controls where the user can act now, in the window's order.
  var controls: [WindowControl] { get }
  /// The control with the keyboard focus.
  var focused: WindowControl? { get }
  /// Activates `control` as a click does.
  func click(_ control: WindowControl) throws
  /// Selects the row `row` and focuses it, as a click on it does.
  func choose(row: WindowControl) throws
  /// Picks `choice` in the first of `boxes` that offers it; false when none does.
  func choose(_ choice: String, in boxes: [WindowControl]) -> Bool
  /// Focuses the field and replaces its text with `text`, reporting the change as typing does.
  func type(_ text: String, into field: WindowControl) throws
  /// What `control` sends on `event`, read from its view without acting.
  func message(sentBy control: WindowControl, on event: Event) -> Message?
  /// Presses a key that is not a shortcut (Tab, the arrows, Return).
  func press(_ key: Key) throws
  /// Makes the window `width` pixels wide, as the user's resize would.
  func resize(width: Int)
  /// Drags `source` onto `target` as the user's pointer would: `target` gets what `source` carries.
  func drag(_ source: WindowControl, onto target: WindowControl) throws
  /// Drops the file at `path` on the window, where a view takes files; false when none does.
  func dropFile(_ path: String) -> Bool
  /// The text on the clipboard (this app's), or what another app would have copied.
  var clipboardText: String? { get set }
}
