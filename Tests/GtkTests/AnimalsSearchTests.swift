//  AnimalsSearchTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import CGtk
import Foundation
import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// Ctrl+F focuses the Animals search field, which narrows the list; the list rows are named for screen
/// readers as they read (run under Xvfb).
@MainActor @Suite struct AnimalsSearchTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-search-tests")
  }

  @Test func controlFFocusesTheSearchFieldWhichNarrowsTheList() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the mammals are listed") { harness.animalNames(in: window).contains("Red kangaroo") }
    #expect(window.windowActions.contains { $0.name == FindAction.name && $0.shortcut == "<Control>f" })

    let search = try #require(harness.widget("animal-search", in: window))
    let root = try #require(window.root?.widget)
    #expect(window.activateAction(FindAction.name))
    GtkTestSupport.spin()
    let focus = try #require(gtk_window_get_focus(UnsafeMutablePointer<GtkWindow>(OpaquePointer(root))))
    #expect(focus == search || gtk_widget_is_ancestor(focus, search) != 0, "the search field has the keyboard focus")

    harness.type("KANGA", into: "animal-search", in: window)
    try await harness.waitUntil("only the kangaroo is listed") { harness.animalNames(in: window) == ["Red kangaroo"] }
    harness.type("zebra", into: "animal-search", in: window)
    try await harness.waitUntil("nothing matches") { harness.exists("animals-no-match", in: window) }
    harness.type("", into: "animal-search", in: window)
    try await harness.waitUntil("every mammal is back") { harness.animalNames(in: window).count > 1 }
  }

  @Test func listRowsAreNamedAsTheyRead() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the mammals are listed") { harness.animalNames(in: window).contains("Red kangaroo") }
    GtkTestSupport.settle { harness.scheduler.runPending() }
    for (list, name) in [("categories-list", "Mammal"), ("animals-list", "Red kangaroo")] {
      let widget = try #require(harness.widget(list, in: window))
      #expect(Self.rows(of: widget).contains { cgtk_accessible_label_is($0, name) != 0 }, "a row of \(list) is named \(name)")
    }
  }

  /// The row widgets GTK made for the visible rows of a list view.
  static func rows(of list: GtkWidgetPointer) -> [GtkWidgetPointer] {
    var rows: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(list)
    while let row = child {
      rows.append(row)
      child = gtk_widget_get_next_sibling(row)
    }
    return rows
  }
}
}
