//  WindowSurface.swift

import DeclarativeViews

/// Where a window's views become widgets and reach its user: a GTK window on screen (`AppShell`), or a
/// `RecordedWindowSurface` kept in memory, for tests that run without a display. The window's host
/// (local state, selections, components, renders) is the same on both.
///
/// A surface is made for one window by its `WindowEnvironment` and mounts it once.
@MainActor public protocol WindowSurface : AnyObject {
  /// Whether the window's widgets exist: mounted and not closed since.
  var isMounted: Bool { get }
  /// The window's description as last applied (nil before it is mounted).
  var view: View? { get }
  /// Makes the window's widgets for `view` and shows the window.
  func mount(_ view: View)
  /// Brings the shown window to the front.
  func present()
  /// Applies a new description of the window, touching only what changed.
  func update(to view: View)
  /// Asks the window to close, as its close button does (its close handler runs).
  func close()
  /// The window closed: remember what outlives it (its size) and let go of its widgets.
  func didClose()
  /// Moves the keyboard focus to the view named `name`; false when no such view is shown.
  @discardableResult func focus(name: String) -> Bool
  /// Focuses the view named `name` unless the user has moved the focus since the window was shown;
  /// true once that is settled (focused, or left to the user's choice), false to try again later.
  func takeInitialFocus(name: String) -> Bool
  /// Runs `body` at the window's next frame, before layout and paint; false when the surface has no
  /// frames (the caller then schedules it itself).
  func onNextFrame(_ body: @escaping @MainActor () -> Void) -> Bool
  /// Widget operations its backend did so far (a backend shared by windows counts theirs too: the
  /// difference around one `update(to:)` is that update's).
  var widgetOperationCount: Int { get }
  /// Runs `body` once, after the window's next paint, with the number of that frame and the time its
  /// layout and paint took; false when the surface has no frames.
  func onNextPaint(_ body: @escaping @MainActor (_ frame: Int, _ layoutAndPaint: Duration) -> Void) -> Bool
  /// The window's width in pixels as shown; nil before it is shown (and on a recorded surface nobody
  /// resized), which a view takes as wide.
  var width: Int? { get }
  /// Calls `body` with the window's new width whenever it changes, for as long as the window is shown.
  func onWidthChange(_ body: @escaping @MainActor (Int) -> Void)
  /// Puts `text` on the clipboard.
  func copyToClipboard(_ text: String)
  /// Reads the clipboard's text (nil: it holds none) and gives it to `body`, now or in a later turn.
  func readClipboard(_ body: @escaping @MainActor (String?) -> Void)
  /// Calls `tick` every `seconds` until it returns false (for views showing the passing time).
  func repeatEvery(seconds: UInt32, _ tick: @escaping @MainActor () -> Bool)
  /// Activates the window action `name` ("sort::newest-first" chooses a radio value) as its menu item or
  /// shortcut would; false if it is missing or disabled.
  func activateAction(_ name: String) -> Bool
  /// Whether the window action `name` can be activated; nil if it is missing or the window is closed.
  func isActionEnabled(_ name: String) -> Bool?
  /// The chosen value of the radio action `name`; nil if it is missing or not a radio action.
  func actionState(_ name: String) -> String?
}

/// Makes the surface of one window, whose widgets call through `gate`.
public typealias WindowSurfaceMaker = @MainActor (_ gate: HandlerGate) -> any WindowSurface
