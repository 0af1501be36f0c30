//  WindowHosting.swift

import DeclarativeViews

/// A window of an app, whatever its local state type: what the app and tests need to see of it.
@MainActor public protocol WindowHosting : AnyObject {
  /// Whether the window is on screen (opened and not closed since).
  var isOpen: Bool { get }
  /// Renders since the window opened (a burst of dispatches in one turn causes one).
  var renderCount: Int { get }
  /// Runs of the window's own body since it opened: only when its own selections or the local state
  /// changed (or everything was asked for again).
  var bodyRuns: Int { get }
  /// Component bodies run since the window opened (a render runs only those whose inputs, selections or
  /// read local state changed).
  var componentBodyRuns: Int { get }
  /// Where its widgets are: a GTK window (`AppShell`'s `root` reads its widgets), or a recorded
  /// surface with no display.
  var surface: any WindowSurface { get }
  /// Shows the window: mounts and renders it the first time, brings it to the front after that.
  func open()
  /// Closes the window as its close button would.
  func close()
  /// Asks for a render in this turn's coalesced pass (e.g. after the colour scheme switched).
  func setNeedsRender()
  /// Re-renders now if a render is pending (tests call it instead of waiting for the next turn).
  func renderIfNeeded()
  /// Activates a window action as its menu item or shortcut would; false if it is missing or disabled.
  @discardableResult func activateAction(_ name: String) -> Bool
  /// Whether the window action `name` can be activated now; nil if it is missing or the window is closed.
  func isActionEnabled(_ name: String) -> Bool?
  /// The chosen value of a radio action ("sort" → "newest-first"); nil if missing or not a radio action.
  func actionState(_ name: String) -> String?
  /// The window's actions as of its last render, its own and the app shell's.
  var windowActions: [WindowAction] { get }
}
