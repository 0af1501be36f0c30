//  QuakesRadioMenuTests.swift

import AppShell
import CGtk
import Foundation
import Testing

extension GtkSuite {
/// Quakes' range (the Refresh split button's menu) and Sort menus are radio menu items to a screen
/// reader: role radio, the window's choice checked, before and after it changes (run under Xvfb).
@MainActor @Suite
struct QuakesRadioMenuTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  @Test func rangeAndSortItemsAreCheckedRadioItemsThatFollowTheChoice() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    fixture.settle()
    let sortMenu = try #require(GtkTestSupport.widget("sort-menu", in: window).flatMap(cgtk_menu_button_popover))
    let rangeMenu = try #require(GtkTestSupport.widget("refresh", in: window).flatMap(cgtk_adw_split_button_popover))
    #expect(MenuItemsReport.lines(under: sortMenu) == [
      "Newest First\tradio\tradio\tunchecked", "Oldest First\tradio\tradio\tchecked",
      "Largest First\tradio\tradio\tunchecked", "Smallest First\tradio\tradio\tunchecked",
    ])
    #expect(MenuItemsReport.lines(under: rangeMenu).map { $0.split(separator: "\t").dropFirst().joined(separator: "\t") } == [
      "radio\tradio\tunchecked", "radio\tradio\tchecked", "radio\tradio\tunchecked", "radio\tradio\tunchecked",
    ])
    #expect(MenuItemsReport.radioMenuProblems(in: window) == [])

    // Chosen by the window's action (what a shortcut or another menu does): the check moves.
    #expect(window.activateAction("sort::largest-first"))
    fixture.settle()
    #expect(MenuItemsReport.lines(under: sortMenu)[2] == "Largest First\tradio\tradio\tchecked")
    #expect(MenuItemsReport.radioMenuProblems(in: window) == [])

    // Chosen with the keyboard in the open menu: from the first item, Down to Smallest First, then Enter.
    let sortButton = try #require(GtkTestSupport.widget("sort-menu", in: window))
    cgtk_menu_button_popup(sortButton)
    #expect(KeyboardInput.wait(turn: fixture.settle) { MenuItemsReport.focusedItem(in: sortMenu) == "Newest First" }, "showing the menu focuses its first item")
    for next in ["Oldest First", "Largest First", "Smallest First"] {
      #expect(KeyboardInput.press("Down", turn: fixture.settle) { MenuItemsReport.focusedItem(in: sortMenu) == next })
    }
    #expect(KeyboardInput.press("Return", turn: fixture.settle) { window.actionState("sort") == "smallest-first" && cgtk_widget_get_visible(sortMenu) == 0 })
    #expect(MenuItemsReport.lines(under: sortMenu)[3] == "Smallest First\tradio\tradio\tchecked")
    #expect(MenuItemsReport.radioMenuProblems(in: window) == [])
  }
}
}
