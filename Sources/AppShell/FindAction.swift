//  FindAction.swift

import DeclarativeViews
import Localization

/// Ctrl+F, the same in every app: the window action "find" focuses the window's search field. A window
/// gets it from `context.findAction(focusing:)` and adds `action` to its actions and `perform` to its
/// handlers under `FindAction.name`.
@MainActor public struct FindAction {
  /// The window action's name ("find", so `win.find`).
  public static let name = "find"
  /// Its accelerator, Ctrl+F.
  public static let shortcut = "<Control>f"

  /// The window action (Ctrl+F, "Search"; listed in the shortcuts window).
  public let action: WindowAction
  /// Focuses the search field.
  public let perform: @MainActor () -> Void

  init(perform: @escaping @MainActor () -> Void) {
    self.action = WindowAction(Self.name, shortcut: Self.shortcut, title: tr("Search"))
    self.perform = perform
  }
}

extension WindowContext {
  /// Ctrl+F of this window: focuses the view named `name` (the window's search field).
  public func findAction(focusing name: String) -> FindAction {
    let host = self.host
    return FindAction { [weak host] in host?.focus(name: name) }
  }
}
