//  PrimaryMenu.swift

import DeclarativeViews

/// The primary menu ("hamburger") of every app: the app's own sections, then the shell's
/// (New Window and Inspector; Keyboard Shortcuts, About and Quit), from `ShellAction.table`.
public enum PrimaryMenu {
  /// The menu: `own` sections first, then the shell's from `table`, in two sections.
  public static func menu(_ own: [MenuSection], shell table: [ShellAction]) -> Menu {
    let items = table.filter(\.isInMenu).map { MenuItem($0.title, action: $0.command.rawValue) }
    let windows = items.filter { [ShellAction.Command.newWindow.rawValue, ShellAction.Command.inspector.rawValue].contains($0.action) }
    let app = items.filter { !windows.contains($0) }
    return Menu(own + [MenuSection(windows), MenuSection(app)])
  }
}
