//  WindowActionGroup.swift

import CGtk
import DeclarativeViews

/// The "win" action group of one window: one GSimpleAction per `WindowAction`, activating the
/// window view's `.action(name)` handler. Menus and keyboard shortcuts go through it.
@MainActor final class WindowActionGroup {
  private let group: UnsafeMutableRawPointer
  private var actions: [String : UnsafeMutableRawPointer] = [:]
  private let handlers: HandlerTable

  init(window: GtkWidgetPointer, handlers: HandlerTable) {
    self.group = cgtk_action_group_new()!
    self.handlers = handlers
    // The widget takes its own reference on the group; ours is released in deinit.
    cgtk_widget_insert_action_group(window, "win", self.group)
  }

  isolated deinit {
    for action in self.actions.values {
      cgtk_unref(action)
    }
    cgtk_unref(self.group)
  }

  func update(to windowActions: [WindowAction], application: UnsafeMutablePointer<GtkApplication>?) {
    let names = Set(windowActions.map(\.name))
    for (name, action) in self.actions where !names.contains(name) {
      cgtk_action_remove(self.group, name)
      cgtk_unref(action)
      self.actions[name] = nil
    }
    for windowAction in windowActions {
      let action = self.actions[windowAction.name] ?? self.add(windowAction.name)
      if (cgtk_action_get_enabled(action) != 0) != windowAction.isEnabled {
        cgtk_action_set_enabled(action, windowAction.isEnabled ? 1 : 0)
      }
      if let shortcut = windowAction.shortcut, let application {
        cgtk_application_set_accel(application, "win.\(windowAction.name)", shortcut)
      }
    }
  }

  /// Activates an action as a menu item or shortcut would (disabled actions do nothing).
  func activate(_ name: String) -> Bool {
    guard let action = self.actions[name], cgtk_action_get_enabled(action) != 0 else { return false }
    cgtk_action_activate(action)
    return true
  }

  func isEnabled(_ name: String) -> Bool? {
    self.actions[name].map { cgtk_action_get_enabled($0) != 0 }
  }

  private func add(_ name: String) -> UnsafeMutableRawPointer {
    let action = cgtk_action_add(self.group, name)!
    let handlers = self.handlers
    Signal.connectPointer(action, "activate") { _ in
      handlers.fire(.action(name))
    }
    self.actions[name] = action
    return action
  }
}
