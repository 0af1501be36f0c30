//  AppInitialFocusTests.swift

import AppShell
import CGtk
import Foundation
import GalleryUI
import GtkWidgets
import ImmutableUI
import TestSupport
import Testing

extension GtkSuite {
/// Each app's new window puts the keyboard focus on its main content, so the arrow keys work at once:
/// Counter's Increment, the gallery's sections, Animals' categories once loaded, Quakes' list once
/// loaded (run under Xvfb).
@MainActor @Suite
struct AppInitialFocusTests {
  /// True when the window's focus is `key`'s widget or inside it (a list gives its focus to a row).
  static func isFocused(_ key: String, in window: any WindowHosting) -> Bool {
    guard let widget = GtkTestSupport.widget(key, in: window), let focus = window.root.flatMap({ cgtk_window_get_focus($0.widget) }) else {
      return false
    }
    return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
  }

  @Test func counterFocusesIncrement() {
    let counter = CounterGtkFixture()
    let window = counter.app.openWindow()
    defer { window.close() }
    counter.scheduler.runPending()
    #expect(Self.isFocused("increment", in: window))
  }

  @Test func galleryFocusesTheSections() {
    let scheduler = ManualScheduler()
    let app = GalleryApp.make(store: GalleryApp.makeStore(), scheduler: scheduler)
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    defer { window.close() }
    scheduler.runPending()
    #expect(Self.isFocused("sections", in: window))
  }

  @Test func animalsFocusesTheCategoriesOnceLoaded() async throws {
    let directory = try TemporaryDirectory(prefix: "animals-focus-tests")
    let harness = AnimalsTestHarness(directory: directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    #expect(Self.isFocused("categories-list", in: window))
  }

  @Test func quakesFocusesTheListOnceLoaded() async throws {
    let directory = QuakesGtkFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixture = QuakesGtkFixture(dataDirectory: directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    #expect(Self.isFocused("quake-list", in: window))
  }
}
}
