//  WindowReactionsTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A body reacts to what it reads with `context.onChange(of:)`, after the render; changing local state
/// while the body runs stops debug builds.
@MainActor @Suite
struct WindowReactionsTests {
  struct Seen {
    var reactions: [Int] = []
  }

  /// A window that records, in its local state, every value of the store it saw change.
  static func makeApp(store: Store<Int, Int>, scheduler: ManualScheduler) -> GtkApp<Int, Int> {
    let scene = WindowScene<Int, Int>(local: { Seen() }) { (context: WindowContext<Int, Int, Seen>) -> View in
      let value = context.select { $0 }
      context.onChange(of: value) { newValue in context.update { $0.reactions.append(newValue) } }
      return View.window(title: "Reactions") {
        View.label(context.local.reactions.map(String.init).joined(separator: ",")).name("seen")
      }
    }
    let app = GtkApp(id: "org.immutabledata.ReactionsTest", provider: StoreProvider(store: store, scheduler: scheduler), scene: scene)
    _ = app.startWithoutApplication()
    return app
  }

  @Test func aReactionRunsAfterTheRenderThatSawTheValueChange() throws {
    let store = Store<Int, Int>(initialState: 0) { state, action in state + action }
    let scheduler = ManualScheduler()
    let app = Self.makeApp(store: store, scheduler: scheduler)
    let window = app.openWindow()
    defer { window.close() }
    #expect(GtkTestSupport.labelText("seen", in: window) == "", "the first render only records the value")
    try store.dispatch(action: 2)
    scheduler.runPending()
    // The render that saw 2, then the one for the reaction's update.
    #expect(GtkTestSupport.labelText("seen", in: window) == "2")
    #expect(window.renderCount == 3)
    try store.dispatch(action: 0)
    scheduler.runPending()
    #expect(GtkTestSupport.labelText("seen", in: window) == "2", "an unchanged value does not react")
    try store.dispatch(action: 1)
    scheduler.runPending()
    #expect(GtkTestSupport.labelText("seen", in: window) == "2,3")
  }

  @Test func changingLocalStateWhileTheBodyRunsStopsDebugBuilds() async {
    // The same set-up with a body that only describes runs to the end: the failure below is the assertion.
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let scene = WindowScene<Int, Int>(local: { 0 }) { (context: WindowContext<Int, Int, Int>) -> View in
          View.window(title: "Right") { View.label("\(context.local)") }
        }
        let store = Store<Int, Int>(initialState: 0) { state, _ in state }
        let app = GtkApp(id: "org.immutabledata.RightBody", provider: StoreProvider(store: store, scheduler: ManualScheduler()), scene: scene)
        precondition(app.startWithoutApplication(), "no display")
        app.openWindow().close()
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let scene = WindowScene<Int, Int>(local: { 0 }) { (context: WindowContext<Int, Int, Int>) -> View in
          context.update { $0 += 1 }
          return View.window(title: "Wrong") { View.label("\(context.local)") }
        }
        let store = Store<Int, Int>(initialState: 0) { state, _ in state }
        let app = GtkApp(id: "org.immutabledata.WrongBody", provider: StoreProvider(store: store, scheduler: ManualScheduler()), scene: scene)
        _ = app.startWithoutApplication()
        _ = app.openWindow()
      }
    }
  }
}
}
