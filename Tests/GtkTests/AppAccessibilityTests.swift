//  AppAccessibilityTests.swift

import AppShell
import CounterData
import CounterUI
import DeclarativeViews
import ImmutableUI
import Testing

extension GtkSuite {
/// Every control of the apps' windows has a name screen readers read.
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
  }
}
}
