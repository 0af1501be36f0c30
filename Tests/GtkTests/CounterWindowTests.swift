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
  let counter = CounterGtkFixture()

  @Test func clickingButtonsChangesTheLabel() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 0")
    GtkTestSupport.click("increment", in: window)
    GtkTestSupport.click("increment", in: window)
    self.counter.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 2")
    GtkTestSupport.click("decrement", in: window)
    self.counter.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 1")
    #expect(self.counter.store.state.value == 1)
  }

  /// Counter reads its three selections inline (`context.select(CounterSelectors.value)`): each call is
  /// one subscription, kept render after render, and each window has its own.
  @Test func inlineSelectionsKeepOneSubscriptionEachAcrossRenders() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    let subscriptions = self.counter.app.provider.subscriptions
    #expect(subscriptions.subscriptionCount == 3)
    for _ in 0 ..< 3 {
      GtkTestSupport.click("increment", in: window)
      self.counter.scheduler.runPending()
    }
    #expect(window.renderCount == 4)
    #expect(subscriptions.subscriptionCount == 3)
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 3")
    #expect(window.isActionEnabled("didTapUndo") == true)
    let second = self.counter.app.openWindow()
    defer { second.close() }
    #expect(subscriptions.subscriptionCount == 6)
  }

  @Test func twoWindowsStayInSync() throws {
    let first = self.counter.app.openWindow()
    let second = self.counter.app.openWindow()
    defer { first.close(); second.close() }
    GtkTestSupport.click("increment", in: first)
    self.counter.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: 1")
    #expect(GtkTestSupport.labelText("value", in: second) == "Value: 1")
    GtkTestSupport.click("decrement", in: second)
    GtkTestSupport.click("decrement", in: second)
    self.counter.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: -1")
    #expect(GtkTestSupport.labelText("value", in: second) == "Value: -1")
  }

  @Test func aThousandDispatchesInOneTurnRenderOnce() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    let rendersBefore = window.renderCount
    for _ in 0 ..< 1_000 {
      try self.counter.store.dispatch(action: .didTapIncrement)
    }
    self.counter.scheduler.runPending()
    #expect(window.renderCount == rendersBefore + 1)
    // The value is written for the locale ("1,000" in English).
    #expect(GtkTestSupport.labelText("value", in: window) == "Value: 1,000")
  }

  @Test func closingAWindowLeavesTheOthersWorking() throws {
    let first = self.counter.app.openWindow()
    let second = self.counter.app.openWindow()
    defer { second.close() }
    first.close()
    GtkTestSupport.spin()
    #expect(!first.isOpen)
    #expect(self.counter.app.windows.count == 1)
    for _ in 0 ..< 10 {
      try self.counter.store.dispatch(action: .didTapIncrement)
      self.counter.scheduler.runPending()
    }
    #expect(GtkTestSupport.labelText("value", in: second) == "Value: 10")
    #expect(first.renderCount == 1)
  }

  @Test func newWindowActionOpensAWindowOnTheSameStore() throws {
    let first = self.counter.app.openWindow()
    #expect(first.activateAction("new-window"))
    #expect(self.counter.app.windows.count == 2)
    let second = self.counter.app.windows[1]
    defer { first.close(); second.close() }
    GtkTestSupport.click("increment", in: second)
    self.counter.scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: 1")
  }

  @Test func buttonsHaveAccessibleNames() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    let increment = try #require(GtkTestSupport.widget("increment", in: window))
    #expect(String(cString: cgtk_button_get_label(increment)) == "Increment")
  }
}
}
