//  WindowAction.swift

/// A named action of a window (a GAction in the window's "win" group): menus and keyboard
/// shortcuts activate it, `isEnabled` greys out every menu item and shortcut that uses it.
/// What it does is the `.action(name)` handler of the window view.
///
/// A radio action has a `state` (the chosen value): menu items naming it with a target
/// (`MenuItem(label, action: WindowAction.detailed("sort", "newest-first"))`) are checked radio items,
/// and choosing one calls the handler `.action("sort::newest-first")`; the window's next render sets
/// the new state.
public struct WindowAction : Hashable, Sendable {
  /// The action's name, without the group prefix ("undo", not "win.undo").
  public var name: String
  /// Whether it can be activated now (default true).
  public var isEnabled: Bool
  /// A GTK accelerator such as "<Control>z".
  public var shortcut: String?
  /// What the keyboard shortcuts window calls it ("Undo"); nil for actions without a shortcut.
  public var title: String?
  /// The chosen value of a radio action; nil for a plain action.
  public var state: String?

  /// An action named `name`: enabled, without a shortcut, title or state unless they are given.
  public init(_ name: String, isEnabled: Bool = true, shortcut: String? = nil, title: String? = nil, state: String? = nil) {
    self.name = name
    self.isEnabled = isEnabled
    self.shortcut = shortcut
    self.title = title
    self.state = state
  }

  /// The action name of one choice of a radio action ("sort::newest-first"), for menu items and handlers.
  public static func detailed(_ name: String, _ target: String) -> String {
    "\(name)::\(target)"
  }
}
