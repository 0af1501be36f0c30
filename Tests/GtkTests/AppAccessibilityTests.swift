//  AppAccessibilityTests.swift

import AnimalsPersistence
import AppShell
import CounterData
import CounterUI
import DeclarativeViews
import Foundation
import ImmutableUI
import Testing

extension GtkSuite {
/// Every control of the apps' windows has a name screen readers read, and every menu item the role
/// it draws (a radio action's items radio menu items, checked as the window's choice).
@MainActor @Suite
struct AppAccessibilityTests {
  @Test func counterAndItsInspectorNameEveryControl() throws {
    let scheduler = ManualScheduler()
    let app = CounterApp.make(store: CounterApp.makeStore(), scheduler: scheduler)
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    defer { window.close() }
    app.openInspector()
    let inspector = try #require(app.inspector?.window)
    defer { inspector.close() }
    for root in [window.root, inspector.root] {
      let view = try #require(root?.view)
      #expect(AccessibilityAudit.unnamedControls(in: view) == [])
    }
    for window in [window, inspector] {
      #expect(MenuItemsReport.radioMenuProblems(in: window) == [])
      #expect(MenuItemsReport.mismatchedRoles(under: try #require(window.root?.widget)) == [])
    }
  }

  @Test func animalsAndQuakesMenuItemsHaveTheRolesTheyDraw() async throws {
    let directory = QuakesGtkFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let animals = AnimalsTestHarness(directory: directory.appendingPathComponent("animals"))
    defer { animals.quit() }
    let quakes = QuakesGtkFixture(dataDirectory: directory.appendingPathComponent("quakes"))
    defer { quakes.listener.stop() }
    let windows = [try await animals.openLoadedWindow(), quakes.app.openWindow()]
    defer { windows[1].close() }
    #expect(await quakes.refresh(windows[1], expectingTotal: 158))
    quakes.settle()
    for window in windows {
      #expect(MenuItemsReport.radioMenuProblems(in: window) == [])
      #expect(MenuItemsReport.mismatchedRoles(under: try #require(window.root?.widget)) == [])
    }
  }
}
}
