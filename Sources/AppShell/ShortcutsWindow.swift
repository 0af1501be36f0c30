//  ShortcutsWindow.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Localization

/// The keyboard shortcuts window (GtkShortcutsWindow): one group for the app shell's commands and one for
/// the window's own actions, each listing every action that has an accelerator. Generated from the same
/// actions the window installs, so it lists exactly what the keyboard does.
@MainActor public enum ShortcutsWindow {
  /// One line of the window: what the shortcut does and its GTK accelerator.
  public struct Shortcut : Hashable, Sendable {
    /// What the shortcut does ("Undo").
    public var title: String
    /// The GTK accelerator that triggers it ("<Control>z").
    public var accelerator: String
  }

  /// One group of the window.
  public struct Group : Hashable, Sendable {
    /// The group's heading.
    public var title: String
    /// The group's shortcuts, in order.
    public var shortcuts: [Shortcut]
  }

  /// The groups for a window with `windowActions` in an app with the shell's `table`.
  public static func groups(shell table: [ShellAction], appName: String, windowActions: [WindowAction]) -> [Group] {
    let shell = table.compactMap { action in action.shortcut.map { Shortcut(title: action.title, accelerator: $0) } }
    let shellNames = Set(table.map(\.command.rawValue))
    let own = windowActions.filter { !shellNames.contains($0.name) }.compactMap { action in
      action.shortcut.map { Shortcut(title: action.title ?? action.name, accelerator: $0) }
    }
    var groups = [Group(title: tr("General"), shortcuts: shell)]
    if !own.isEmpty {
      groups.append(Group(title: appName, shortcuts: own))
    }
    return groups
  }

  /// Opens the window over `parent`; it closes with Escape and with its parent.
  @discardableResult
  public static func open(_ groups: [Group], parent: GtkWidgetPointer?) -> GtkWidgetPointer? {
    guard let window = cgtk_builder_window(self.description(groups), "shortcuts") else { return nil }
    if let parent {
      cgtk_window_set_transient_for(window, parent)
      cgtk_window_set_destroy_with_parent(window, 1)
    }
    cgtk_window_present(window)
    return window
  }

  /// The GtkBuilder description (GTK 4.8 adds sections, groups and shortcuts only through GtkBuilder).
  static func description(_ groups: [Group]) -> String {
    var ui = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
    ui += #"<child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property><property name="max-height">12</property>"#
    for group in groups {
      ui += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(self.escape(group.title))</property>"#
      for shortcut in group.shortcuts {
        ui += #"<child><object class="GtkShortcutsShortcut"><property name="title">\#(self.escape(shortcut.title))</property>"#
        ui += #"<property name="accelerator">\#(self.escape(shortcut.accelerator))</property></object></child>"#
      }
      ui += "</object></child>"
    }
    return ui + "</object></child></object></interface>"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
