//  WindowAction.swift

/// A named action of a window (a GAction in the window's "win" group): menus and keyboard
/// shortcuts activate it, `isEnabled` greys out every menu item and shortcut that uses it.
/// What it does is the `.action(name)` handler of the window view.
public struct WindowAction : Hashable, Sendable {
  public var name: String
  public var isEnabled: Bool
  /// A GTK accelerator such as "<Control>z".
  public var shortcut: String?

  public init(_ name: String, isEnabled: Bool = true, shortcut: String? = nil) {
    self.name = name
    self.isEnabled = isEnabled
    self.shortcut = shortcut
  }
}
