//  AppInitialFocusTests.swift

import AppShell
import CGtk
import Foundation
import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// Each app's new window puts the keyboard focus on its main content, so the arrow keys work at once:
/// Counter's Increment, the gallery's sections, Animals' categories once loaded, Quakes' list once
/// loaded (run under Xvfb).
@MainActor @Suite
struct AppInitialFocusTests {
  static func isFocused(_ name: String, in window: any WindowHosting) -> Bool {
    GtkTestSupport.isWithin(GtkTestSupport.focus(in: window), name, in: window)
  }

  @Test func counterFocusesIncrement() {
    let counter = CounterGtkFixture()
    let window = counter.app.openWindow()
    defer { window.close() }
    counter.scheduler.runPending()
    #expect(Self.isFocused("increment", in: window))
  }

  @Test func galleryFocusesTheSections() {
    let gallery = GalleryGtkFixture()
    let window = gallery.app.openWindow()
    defer { window.close() }
    gallery.scheduler.runPending()
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
