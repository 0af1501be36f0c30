//  FindAction.swift

import DeclarativeViews
import Localization

/// Ctrl+F, the same in every app: the window action "find" focuses the window's search field.
public enum FindAction {
  /// The window action's name ("find", so `win.find`).
  public static let name = "find"
  /// Its accelerator, Ctrl+F.
  public static let shortcut = "<Control>f"
}

extension WindowContext {
  /// Ctrl+F of this window ("Search", listed in the shortcuts window): focuses the view named `name`
  /// (the window's search field). A window adds it to its actions.
  ///
  /// ```swift
  /// View.window(title: tr("Animals"), actions: [context.findAction(focusing: "search")]) { … }
  /// ```
  public func findAction(focusing name: String) -> WindowAction {
    let host = self.host
    return WindowAction(tr("Search"), name: FindAction.name, shortcut: FindAction.shortcut) { [weak host] in
      host?.focus(name: name)
    }
  }
}
