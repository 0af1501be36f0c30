//  AppShellTests.swift

import AppShell
import AppSupport
import CGtk
import CounterData
import CounterUI
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableUI
import Testing

extension GtkSuite {
/// The app shell every app shares: the primary menu, the shortcuts window, About and Quit (run under Xvfb).
@MainActor @Suite
struct AppShellTests {
  let counter = CounterGtkFixture()

  /// Toplevels that `isKind` accepts, e.g. `cgtk_is_about_window`.
  static func toplevels(_ isKind: (GtkWidgetPointer) -> gboolean) -> [GtkWidgetPointer] {
    var found: [GtkWidgetPointer] = []
    var index: UInt32 = 0
    while let window = cgtk_toplevel_at(index) {
      if isKind(window) != 0 { found.append(window) }
      index += 1
    }
    return found
  }

  @Test func everyWindowHasTheShellsActionsAndMenu() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    let names = window.windowActions.map(\.name)
    for command in ShellAction.Command.allCases {
      #expect(names.contains(command.rawValue), "\(command) is an action of the window")
    }
    let menu = try #require(window.root?.find(name: "main-menu")?.view.properties[.menu])
    guard case .menu(let primary) = menu else { Issue.record("no menu"); return }
    let actions = primary.sections.flatMap(\.items).map(\.action)
    // Report a Problem…: Counter's log can be written, so a session can be saved as a report.
    #expect(actions == ["didTapUndo", "didTapRedo", "new-window", "inspector", "show-shortcuts", "report-problem", "about", "quit"])
    #expect(primary.sections.last?.items.map(\.label) == ["Keyboard Shortcuts", "Report a Problem…", "About Counter", "Quit"])
  }

  @Test func theShortcutsWindowListsEveryAccelerator() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    #expect(window.activateAction("show-shortcuts"))
    let shortcuts = try #require(Self.toplevels(cgtk_is_shortcuts_window).last)
    defer { cgtk_window_destroy(shortcuts) }
    let text = try #require(cgtk_shortcuts_listed(shortcuts))
    defer { cgtk_free(text) }
    let listed = Set(String(cString: text).split(separator: "\n").map(String.init))
    // Every accelerator the window installed (the shell's table and Counter's own), with its title.
    let expected = Set(window.windowActions.compactMap { action in action.shortcut.map { "\($0)\t\(action.title ?? "")" } })
    #expect(listed == expected)
    #expect(expected.contains("<Control>q\tQuit"))
    #expect(expected.contains("<Control>question\tKeyboard Shortcuts"))
    #expect(expected.contains("<Control>z\tUndo"))
    for action in self.counter.app.shellActions {
      guard let shortcut = action.shortcut else { continue }
      #expect(listed.contains("\(shortcut)\t\(action.title)"), "the table's \(action.command) is listed")
    }
  }

  @Test func aboutOpensWithTheVersionAndLicense() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    #expect(Self.toplevels(cgtk_is_about_window).isEmpty)
    #expect(window.activateAction("about"))
    let about = try #require(Self.toplevels(cgtk_is_about_window).last)
    defer { cgtk_window_destroy(about) }
    #expect(String(cString: cgtk_about_window_name(about)) == "Counter")
    #expect(String(cString: cgtk_about_window_version(about)) == AppVersion.current)
    #expect(cgtk_about_window_is_apache(about) != 0)
    #expect(cgtk_widget_get_mapped(about) != 0)
  }

  @Test func escapeClosesAboutAndTheShortcutsWindow() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    #expect(window.activateAction("about"))
    let about = try #require(Self.toplevels(cgtk_is_about_window).last)
    #expect(cgtk_deliver_shortcut(about, UInt32(GDK_KEY_Escape)) != 0)
    GtkTestSupport.spin()
    #expect(Self.toplevels(cgtk_is_about_window).isEmpty)

    #expect(window.activateAction("show-shortcuts"))
    let shortcuts = try #require(Self.toplevels(cgtk_is_shortcuts_window).last)
    #expect(cgtk_deliver_shortcut(shortcuts, UInt32(GDK_KEY_Escape)) != 0)
    GtkTestSupport.spin()
    #expect(Self.toplevels(cgtk_is_shortcuts_window).isEmpty)
  }

  @Test func quitClosesEveryWindowTheInspectorToo() throws {
    let first = self.counter.app.openWindow()
    let second = self.counter.app.openWindow()
    self.counter.app.openInspector()
    let inspector = try #require(self.counter.app.inspector?.window)
    #expect(inspector.isOpen)
    #expect(second.activateAction("quit"))
    GtkTestSupport.spin()
    #expect(!first.isOpen)
    #expect(!second.isOpen)
    #expect(!inspector.isOpen)
    #expect(self.counter.app.windows.isEmpty)
  }
}
}
