//  MenuItemsReport.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets

/// The menu items of popover menus as a screen reader sees them (cgtk_menu_items), for headless tests.
@MainActor enum MenuItemsReport {
  /// "LABEL\tKIND\tROLE\tchecked|unchecked" for each menu item under `root`, popovers included: KIND is
  /// what the item draws for its action (radio, check or item), ROLE its accessible role.
  static func lines(under root: GtkWidgetPointer) -> [String] {
    guard let text = cgtk_menu_items(root) else { return [] }
    defer { cgtk_free(text) }
    return String(cString: text).split(separator: "\n").map(String.init)
  }

  /// The items under `root` whose accessible role is not what they draw (a radio item announced as a
  /// plain menu item): the accessibility audit of menus. Empty when every role is right.
  static func mismatchedRoles(under root: GtkWidgetPointer) -> [String] {
    self.lines(under: root).filter { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return fields.count != 4 || fields[1] != fields[2]
    }
  }

  /// Every menu of `window` (menu buttons, split buttons, context menus) whose radio items are not
  /// what a screen reader should hear: each choice of a radio action a radio menu item, checked when it
  /// is the action's state in the window. Empty when all are right.
  static func radioMenuProblems(in window: any WindowHosting) -> [String] {
    guard let root = window.root else { return ["the window has no views"] }
    return self.menus(under: root).compactMap { key, menu, popover in
      let expected = menu.sections.flatMap(\.items).compactMap { item -> String? in
        guard let separator = item.action.firstRange(of: "::") else { return nil }
        let chosen = window.actionState(String(item.action[..<separator.lowerBound])) == String(item.action[separator.upperBound...])
        return "\(item.label)\tradio\tradio\t\(chosen ? "checked" : "unchecked")"
      }
      let shown = popover.map { self.lines(under: $0) }?.filter { $0.split(separator: "\t").dropFirst().contains("radio") } ?? []
      return shown == expected ? nil : "\(key): \(shown), expected \(expected)"
    }
  }

  private static func menus(under node: MountedView<GtkWidgetPointer>) -> [(String, Menu, GtkWidgetPointer?)] {
    var found: [(String, Menu, GtkWidgetPointer?)] = []
    let key = node.view.key ?? node.kind.rawValue
    if case .menu(let menu)? = node.view.properties[.menu] {
      let popover = node.kind == .splitButton ? cgtk_adw_split_button_popover(node.widget) : cgtk_menu_button_popover(node.widget)
      found.append((key, menu, popover))
    }
    if case .menu(let menu)? = node.view.properties[.contextMenu] {
      found.append(("\(key) context menu", menu, cgtk_context_menu_of(node.widget)))
    }
    return found + node.children.flatMap(self.menus(under:))
  }

  /// The label of the menu item that has the keyboard focus in `popover`; nil if none has.
  static func focusedItem(in popover: GtkWidgetPointer) -> String? {
    guard let text = cgtk_model_button_dup_text(cgtk_focus_of_root(popover)) else { return nil }
    defer { cgtk_free(text) }
    return String(cString: text)
  }
}

/// Real key presses on the X display (XTest, through xdotool), as a user would type them, to the window
/// of this process that has the focus.
@MainActor enum KeyboardInput {
  /// Presses `key` (xdotool's name: "Down", "Return") and turns the GLib loop and `turn` until `effect`
  /// holds; false if it does not within ten seconds (a bound against hanging, not a timing check).
  static func press(_ key: String, turn: () -> Void = {}, until effect: () -> Bool) -> Bool {
    _ = AppProcess.output("/usr/bin/xdotool", ["key", "--clearmodifiers", key])
    return self.wait(turn: turn, until: effect)
  }

  /// Turns the GLib loop and `turn` until `condition` holds; false after ten seconds.
  static func wait(turn: () -> Void = {}, until condition: () -> Bool) -> Bool {
    GtkTestSupport.settle(until: condition, timeout: .seconds(10), turn: turn)
  }
}
