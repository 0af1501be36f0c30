//  CounterWindowTests.swift

import AppShell
import CGtk
import CounterData
import CounterUI
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// Real Counter windows driven through real GTK widgets (needs a display: run under Xvfb).
@MainActor @Suite
struct CounterWindowTests {
  let store = CounterApp.makeStore()
  let scheduler = ManualScheduler()
  let app: GtkApp<CounterState, CounterAction>

  init() {
    self.app = CounterApp.make(store: self.store, scheduler: self.scheduler)
    _ = self.app.startWithoutApplication()
  }

  @Test func clickingButtonsChangesTheLabel() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 0")
    GtkTestSupport.click("increment", in: window)
    GtkTestSupport.click("increment", in: window)
    self.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 2")
    GtkTestSupport.click("decrement", in: window)
    self.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 1")
    #expect(self.store.state.value == 1)
  }

  @Test func twoWindowsStayInSync() throws {
    let first = self.app.openWindow()
    let second = self.app.openWindow()
    defer { first.close(); second.close() }
    GtkTestSupport.click("increment", in: first)
    self.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: 1")
    #expect(GtkTestSupport.labelText("value", in: second) == "Value: 1")
    GtkTestSupport.click("decrement", in: second)
    GtkTestSupport.click("decrement", in: second)
    self.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: -1")
    #expect(GtkTestSupport.labelText("value", in: second) == "Value: -1")
  }

  @Test func aThousandDispatchesInOneTurnRenderOnce() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let rendersBefore = window.renderCount
    for _ in 0 ..< 1_000 {
      try self.store.dispatch(action: .didTapIncrement)
    }
    self.scheduler.runPending()
    #expect(window.renderCount == rendersBefore + 1)
    // The value is written for the locale ("1,000" in English).
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: \(1_000.formatted())")
  }

  @Test func closingAWindowLeavesTheOthersWorking() throws {
    let first = self.app.openWindow()
    let second = self.app.openWindow()
    defer { second.close() }
    first.close()
    GtkTestSupport.spin()
    #expect(!first.isOpen)
    #expect(self.app.windows.count == 1)
    for _ in 0 ..< 10 {
      try self.store.dispatch(action: .didTapIncrement)
      self.scheduler.runPending()
    }
    #expect(GtkTestSupport.labelText("value", in: second) == "Value: 10")
    #expect(first.renderCount == 1)
  }

  @Test func newWindowActionOpensAWindowOnTheSameStore() throws {
    let first = self.app.openWindow()
    #expect(first.activateAction("new-window"))
    #expect(self.app.windows.count == 2)
    let second = self.app.windows[1]
    defer { first.close(); second.close() }
    GtkTestSupport.click("increment", in: second)
    self.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: 1")
  }

  @Test func buttonsHaveAccessibleNames() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let increment = try #require(GtkTestSupport.widget("increment", in: window))
    #expect(String(cString: cgtk_button_get_label(increment)) == "Increment")
  }
}
}
