//  WindowTest+Keys.swift

import CGtk
import DeclarativeViews
import Testing

/// A key a window test presses.
public enum Key : Hashable, Sendable, CustomStringConvertible {
  /// Moves the focus to the next control (past the last, to the first).
  case tab
  /// Moves the focus to the previous control.
  case shiftTab
  /// Move the focus: inside a list, to the next or previous row, which is selected where the list
  /// selects (as the real keys do).
  case up, down, left, right
  /// Activates the focused control (clicks a button, submits a text field).
  case `return`
  /// Closes the dialog shown over the window, as its close button does (nothing without one).
  case escape
  /// A keyboard shortcut as GTK writes it: `"<Control>z"`, `"<Control><Shift>z"`, `"F1"`.
  case shortcut(String)

  /// The shortcut Ctrl plus `key`: `.control("z")`.
  public static func control(_ key: String) -> Key {
    .shortcut("<Control>\(key)")
  }

  public var description: String {
    switch self {
    case .tab: "Tab"
    case .shiftTab: "Shift+Tab"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .return: "Return"
    case .escape: "Escape"
    case .shortcut(let accelerator): accelerator
    }
  }
}

extension WindowTest {
  /// Presses `key`, as the user would, and settles. A shortcut runs the window action it is bound to;
  /// it fails when no action of the window has it, or when that action is unavailable now.
  public func press(_ key: Key, sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard self.window.isOpen else { throw WindowTestError.notFound("the window is closed") }
    guard case .shortcut(let accelerator) = key else {
      try self.driver.press(key)
      self.settle()
      return
    }
    guard !self.showsDialog else {
      throw WindowTestError.unavailable("\(accelerator) does not reach the window while its dialog is open")
    }
    let action = try self.action(bound: accelerator)
    guard self.window.activateAction(action.name) else {
      throw WindowTestError.unavailable("\(accelerator) (\(action.title ?? action.name)) is unavailable now")
    }
    self.settle()
  }

  /// The window action whose shortcut is `accelerator` ("<Ctrl>z" and "<Control>z" are the same).
  private func action(bound accelerator: String) throws -> WindowAction {
    guard let wanted = Self.parse(accelerator) else { throw WindowTestError.noShortcut("“\(accelerator)” is not a shortcut GTK can read") }
    let actions = self.window.windowActions
    guard let action = actions.first(where: { $0.shortcut.flatMap(Self.parse) == wanted }) else {
      let shortcuts = actions.compactMap(\.shortcut).joined(separator: ", ")
      throw WindowTestError.noShortcut("no action of the window has the shortcut \(accelerator); it has: \(shortcuts)")
    }
    return action
  }

  private struct Chord : Equatable {
    let key: UInt32
    let modifiers: UInt32
  }

  private static func parse(_ accelerator: String) -> Chord? {
    var key: guint = 0
    var modifiers = GdkModifierType(0)
    guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0 else { return nil }
    return Chord(key: gdk_keyval_to_lower(key), modifiers: modifiers.rawValue)
  }
}
