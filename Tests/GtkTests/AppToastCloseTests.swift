//  AppToastCloseTests.swift

import AnimalsData
import AppShell
import CGtk
import DeclarativeViews
import Foundation
@testable import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// Closing an app's window while its toast shows leaves the app running (it ended the whole app with
/// "Attempted to read an unowned reference"), and a new window does not replay another window's news.
@MainActor @Suite
struct AppToastCloseTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "toast-close-tests")
  }

  private static func shownToast(in window: any WindowHosting) -> String? {
    guard let overlay = GtkTestSupport.widget("content", in: window) else { return nil }
    return AdwaitaExtras.of(overlay).toast?.id
  }

  /// Opens a window, deletes the kangaroo and returns the window's widget once the delete is stored and
  /// its toast shows. The test keeps no reference to the window: the app's own are all there are, as in
  /// a real run (a reference held by the test kept the window's host alive and hid the crash).
  private func deleteTheKangarooInANewWindow(_ harness: AnimalsTestHarness, round: Int) async throws -> GtkWidgetPointer {
    let window = try await harness.openDeleteConfirmationOfTheKangaroo()
    harness.respond("Delete", in: "delete-confirmation", in: window)
    try await harness.waitUntil("round \(round): the delete is stored and its toast shows") {
      harness.store.state.animals.data["Kangaroo"] == nil && Self.shownToast(in: window) != nil && window.isActionEnabled("undo") == true
    }
    return try #require(window.root?.widget)
  }

  @Test func closingAnAnimalsWindowDuringItsDeleteToast() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    for round in 1 ... 5 {
      let widget = try await self.deleteTheKangarooInANewWindow(harness, round: round)
      cgtk_window_close(widget) // as its close button does
      GtkTestSupport.settle()
      // Another window takes the undo back: the app and its store went on.
      let next = try await harness.openLoadedWindow()
      #expect(Self.shownToast(in: next) == nil, "round \(round): a new window shows no toast of the closed one")
      #expect(next.activateAction("undo"))
      try await harness.waitUntil("round \(round): the kangaroo is back") { harness.store.state.animals.data["Kangaroo"] != nil }
      next.close()
    }
  }

  @Test func closingAQuakesWindowDuringItsFetchToast() async throws {
    let directory = QuakesGtkFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let quakes = QuakesGtkFixture(dataDirectory: directory)
    defer { quakes.listener.stop() }
    var window = quakes.app.openWindow()
    #expect(await quakes.refresh(window, expectingTotal: 158))
    for round in 1 ... 5 {
      #expect(Self.shownToast(in: window) != nil, "round \(round): the fetch's toast shows")
      let next = quakes.app.openWindow()
      quakes.settle()
      #expect(Self.shownToast(in: next) == nil, "round \(round): a new window does not replay the last fetch's toast")
      // Closed as its close button does, with no reference kept by the test (see above).
      let widget = try #require(window.root?.widget)
      window = next
      cgtk_window_close(widget)
      GtkTestSupport.settle { quakes.settle() }
      #expect(next.isOpen)
      let fetches = quakes.store.state.lastFetch?.number ?? 0
      #expect(window.activateAction("refresh"))
      #expect(await quakes.eventually { quakes.store.state.lastFetch?.number == fetches + 1 })
    }
    window.close()
  }
}
}
