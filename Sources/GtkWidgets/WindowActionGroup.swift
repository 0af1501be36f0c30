//  WindowActionGroup.swift

import CGtk
import DeclarativeViews

/// The "win" action group of one window: one GSimpleAction per `WindowAction`, activating the
/// window view's `.action(name)` handler (`.choice(name)` with the value for a radio action).
/// Menus and keyboard shortcuts go through it.
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
    let wanted = Dictionary(windowActions.map { ($0.name, $0.state != nil) }, uniquingKeysWith: { first, _ in first })
    for (name, action) in self.actions where wanted[name] != (cgtk_action_is_radio(action) != 0) {
      cgtk_action_remove(self.group, name)
      cgtk_unref(action)
      self.actions[name] = nil
    }
    for windowAction in windowActions {
      let action = self.actions[windowAction.name] ?? self.add(windowAction)
      if (cgtk_action_get_enabled(action) != 0) != windowAction.isEnabled {
        cgtk_action_set_enabled(action, windowAction.isEnabled ? 1 : 0)
      }
      if let state = windowAction.state, self.state(of: action) != state {
        cgtk_action_set_string_state(action, state)
      }
      if let shortcut = windowAction.shortcut, let application {
        cgtk_application_set_accel(application, "win.\(windowAction.name)", shortcut)
      }
    }
  }

  /// Activates an action as a menu item or shortcut would (disabled actions do nothing);
  /// "name::value" chooses `value` of a radio action.
  func activate(_ detailedName: String) -> Bool {
    let separator = detailedName.firstRange(of: "::")
    let name = separator.map { String(detailedName[..<$0.lowerBound]) } ?? detailedName
    guard let action = self.actions[name], cgtk_action_get_enabled(action) != 0 else { return false }
    if let separator {
      guard cgtk_action_is_radio(action) != 0 else { return false }
      cgtk_action_activate_with_string(action, String(detailedName[separator.upperBound...]))
    } else {
      cgtk_action_activate(action)
    }
    return true
  }

  func isEnabled(_ name: String) -> Bool? {
    self.actions[name].map { cgtk_action_get_enabled($0) != 0 }
  }

  /// The chosen value of a radio action (nil for a plain or missing one).
  func state(_ name: String) -> String? {
    self.actions[name].flatMap(self.state(of:))
  }

  private func state(of action: UnsafeMutableRawPointer) -> String? {
    guard let text = cgtk_action_dup_string_state(action) else { return nil }
    defer { cgtk_free(text) }
    return String(cString: text)
  }

  private func add(_ windowAction: WindowAction) -> UnsafeMutableRawPointer {
    let name = windowAction.name
    let action = windowAction.state.map { cgtk_action_add_radio(self.group, name, $0)! } ?? cgtk_action_add(self.group, name)!
    let handlers = self.handlers
    Signal.connectPointer(action, "activate") { parameter in
      // A connected handler replaces GSimpleAction's default state change: the state only follows
      // what the window renders next.
      if let target = cgtk_variant_string(parameter) {
        handlers.fire(.choice(name), text: String(cString: target))
      } else {
        handlers.fire(.action(name))
      }
    }
    self.actions[name] = action
    return action
  }
}
