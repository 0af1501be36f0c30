//  PeriodicRefreshTests.swift

import AppShell
import DeclarativeViews
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A scene with `refreshEverySeconds` re-renders its windows on a timer, with nothing dispatched.
@MainActor @Suite
struct PeriodicRefreshTests {
  @Test func aWindowReRendersOnItsOwnAndStopsWhenClosed() throws {
    let store = Store<Int, Int>(initialState: 0) { state, action in state + action }
    let scheduler = ManualScheduler()
    let app = GtkApp(
      id: "org.immutabledata.RefreshTests",
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(local: { () }, refreshEverySeconds: 1) { _ in
        .window(title: "Clock") { View.label("tick") }
      }
    )
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    let before = window.renderCount
    // GLib groups second timers, so the first tick comes 1 to 2 seconds after opening.
    #expect(GtkTestSupport.settle(until: { window.renderCount >= before + 1 }, timeout: .seconds(5)) { scheduler.runPending() })
    window.close()
    GtkTestSupport.settle()
    let afterClose = window.renderCount
    // Two of the timer's periods pass: it must not render the closed window again.
    GtkTestSupport.letTimePass(milliseconds: 2_200)
    #expect(window.renderCount == afterClose)
  }
}
}
