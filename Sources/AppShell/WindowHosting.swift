//  WindowHosting.swift

import DeclarativeViews
import GtkWidgets

/// A window of an app, whatever its local state type: what the app and tests need to see of it.
@MainActor public protocol WindowHosting : AnyObject {
  var isOpen: Bool { get }
  /// Renders since the window opened (a burst of dispatches in one turn causes one).
  var renderCount: Int { get }
  /// The mounted view tree (nil once closed).
  var root: MountedView<GtkWidgetPointer>? { get }
  func open()
  func close()
  /// Re-renders now if a render is pending (tests call it instead of waiting for the next turn).
  func renderIfNeeded()
  /// Activates a window action as its menu item or shortcut would; false if it is missing or disabled.
  @discardableResult func activateAction(_ name: String) -> Bool
  func isActionEnabled(_ name: String) -> Bool?
}
