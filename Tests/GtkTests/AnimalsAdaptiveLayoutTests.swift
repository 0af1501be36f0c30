//  AnimalsAdaptiveLayoutTests.swift

import AnimalsUI
import AppShell
import AppTesting
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import Testing

extension GtkSuite {
/// A narrow Animals window (360 px, a phone's width) shows one pane at a time: choosing a category shows
/// its animals, choosing an animal shows it, and the back button, a swipe or Alt+Left goes back, the
/// keyboard focus following; a wide one shows the three side by side and no back button.
@MainActor @Suite(.serialized)
struct AnimalsAdaptiveLayoutTests {
  let directory: URL
  let harness: AnimalsTestHarness

  init() throws {
    self.directory = FileManager.default.temporaryDirectory.appendingPathComponent("animals-adaptive-\(UUID().uuidString)")
    self.harness = AnimalsTestHarness(directory: self.directory)
  }

  private func leaflet(in window: any WindowHosting) throws -> OpaquePointer {
    OpaquePointer(try GtkTestSupport.required(GtkTestSupport.widget("panes", in: window)))
  }

  /// Whether the pane the leaflet shows holds the view named `name`.
  private func shows(_ name: String, in window: any WindowHosting) throws -> Bool {
    let visible = adw_leaflet_get_visible_child(try self.leaflet(in: window))
    guard let widget = GtkTestSupport.widget(name, in: window) else { return false }
    return gtk_widget_is_ancestor(widget, visible) != 0
  }

  private func isBackShown(in window: any WindowHosting) -> Bool {
    GtkTestSupport.widget("back", in: window).map { gtk_widget_get_visible($0) != 0 } ?? false
  }

  /// Makes the window narrower. (GTK 4.8 on X11 without a window manager keeps a mapped window's size
  /// when asked to grow it again: the unfolding test folds the leaflet itself instead.)
  private func resize(_ window: any WindowHosting, width: Int32, height: Int32) throws {
    cgtk_window_set_default_size(try GtkTestSupport.required(window.root?.widget), width, height)
  }

  @Test func aNarrowWindowShowsOnePaneAtATimeAndGoesBack() async throws {
    defer { self.harness.quit(); try? FileManager.default.removeItem(at: self.directory) }
    let window = try await self.harness.openLoadedWindow()
    let leaflet = try self.leaflet(in: window)
    #expect(adw_leaflet_get_folded(leaflet) == 0)
    #expect(!self.isBackShown(in: window))

    try self.resize(window, width: 360, height: 640)
    #expect(GtkTestSupport.settle(until: { adw_leaflet_get_folded(leaflet) != 0 }), "the window folds")
    #expect(try self.shows("categories-list", in: window))
    #expect(!self.isBackShown(in: window), "nothing to go back to from the first pane")

    self.harness.select("Mammal", inList: "categories-list", in: window)
    try await self.harness.waitUntil("the mammals are shown") { (try? self.shows("animals-list", in: window)) == true }
    #expect(self.isBackShown(in: window))
    #expect(GtkTestSupport.isWithin(GtkTestSupport.focus(in: window), "animal-search", in: window), "the focus follows into the pane")

    self.harness.select("Kangaroo", inList: "animals-list", in: window)
    try await self.harness.waitUntil("the kangaroo is shown") { (try? self.shows("detail-delete", in: window)) == true }

    try self.expectNarrowScreenshots(of: window)

    GtkTestSupport.click("back", in: window)
    try await self.harness.waitUntil("back at the animals") { (try? self.shows("animals-list", in: window)) == true }
    // A swipe, Alt+Left or the mouse's back button: the leaflet's own navigation, which the window follows.
    #expect(adw_leaflet_navigate(leaflet, ADW_NAVIGATION_DIRECTION_BACK) != 0)
    try await self.harness.waitUntil("back at the categories") { (try? self.shows("categories-list", in: window)) == true && !self.isBackShown(in: window) }
    #expect(GtkTestSupport.isWithin(GtkTestSupport.focus(in: window), "categories-list", in: window))
  }

  /// The narrow window showing an animal, light and dark, as its references; with
  /// `IMMUTABLEDATA_DOCS_SCREENSHOTS`, also the README's `animals-narrow.png` and `animals-narrow-dark.png`.
  private func expectNarrowScreenshots(of window: any WindowHosting) throws {
    let leaflet = try self.leaflet(in: window)
    #expect(GtkTestSupport.settle(until: { adw_leaflet_get_child_transition_running(leaflet) == 0 }), "the slide to the pane ends")
    try ScreenshotMatrix.expectLightAndDark(WindowTest(window, scheduler: self.harness.scheduler), named: "animals-narrow")
  }

  @Test func aWideWindowShowsThePanesSideBySideAndUnfoldingHidesTheBackButton() async throws {
    defer { self.harness.quit(); try? FileManager.default.removeItem(at: self.directory) }
    let window = try await self.harness.openLoadedWindow()
    let leaflet = try self.leaflet(in: window)
    self.harness.select("Mammal", inList: "categories-list", in: window)
    try await self.harness.waitUntil("the mammals are listed") { self.harness.animalNames(in: window).contains("Red kangaroo") }
    #expect(adw_leaflet_get_folded(leaflet) == 0)
    #expect(!self.isBackShown(in: window))
    #expect(GtkTestSupport.isWithin(GtkTestSupport.focus(in: window), "categories-list", in: window), "side by side, choosing keeps the focus")
    // Folded (as a narrower window would be), then unfolded: the window follows the leaflet both ways.
    adw_leaflet_set_can_unfold(leaflet, 0)
    #expect(GtkTestSupport.settle(until: { self.isBackShown(in: window) }, turn: { self.harness.scheduler.runPending() }))
    #expect(try self.shows("animals-list", in: window))
    adw_leaflet_set_can_unfold(leaflet, 1)
    #expect(GtkTestSupport.settle(until: { !self.isBackShown(in: window) }, turn: { self.harness.scheduler.runPending() }))
    for name in ["categories-list", "animals-list", "detail-empty"] {
      let widget = try GtkTestSupport.required(GtkTestSupport.widget(name, in: window))
      #expect(gtk_widget_get_mapped(widget) != 0, "\(name) is shown beside the others")
    }
  }
}
}
