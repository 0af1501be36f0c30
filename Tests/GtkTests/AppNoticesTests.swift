//  AppNoticesTests.swift

import AppShell
import CounterData
import CounterUI
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// Errors are seen: a refused dispatch or a listener's error shows in every window of the app as a bar
/// with what could not be done and why, until it is dismissed (run under Xvfb).
@MainActor @Suite
struct AppNoticesTests {
  struct BelowZero : UserFacingError {
    var userMessage: String { "The counter cannot go below zero." }
  }

  /// An error with no words for a user: its description is for the log only.
  struct StoreCorrupt : Error, CustomStringConvertible {
    var description: String { "StoreCorrupt(page: 7)" }
  }

  /// Counter with a reducer that refuses to go below zero.
  let counter = CounterGtkFixture(store: Store<CounterState, CounterAction>(initialState: CounterState()) { state, action in
    if action == .didTapDecrement && state.value == 0 { throw BelowZero() }
    return CounterReducer.reduce(state: state, action: action)
  })

  @Test func aRefusedDispatchShowsInEveryWindowUntilDismissed() throws {
    let first = self.counter.app.openWindow()
    let second = self.counter.app.openWindow()
    defer { first.close(); second.close() }
    #expect(GtkTestSupport.widget("app-notices", in: first) == nil)
    let value = GtkTestSupport.widget("value", in: first)

    GtkTestSupport.click("decrement", in: first)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    for window in [first, second] {
      #expect(GtkTestSupport.labelText("app-notice-text", in: window) == "Could not do that: The counter cannot go below zero.")
    }
    // The same failure again is still one notice.
    GtkTestSupport.click("decrement", in: second)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.counter.app.notices.current.count == 1)

    GtkTestSupport.click("dismiss-app-notice", in: second)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.counter.app.notices.current.isEmpty)
    for window in [first, second] {
      #expect(GtkTestSupport.widget("app-notices", in: window) == nil)
    }
    // The content kept its widgets while the bar came and went.
    #expect(GtkTestSupport.widget("value", in: first) == value)
    #expect(GtkTestSupport.labelText("value", in: first) == "Value: 0")
  }

  @Test func aListenersErrorShowsUnderItsTitleAndOnlyTheNewestNoticesStay() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    let report = self.counter.app.notices.reporter(title: "Could not save the change")
    report(BelowZero())
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.labelText("app-notice-text", in: window) == "Could not save the change: The counter cannot go below zero.")

    for number in 1 ... AppNotices.limit {
      self.counter.app.notices.post(title: "Failure \(number)", reason: "reason \(number)")
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let notices = self.counter.app.notices.current
    #expect(notices.map(\.title) == (1 ... AppNotices.limit).map { "Failure \($0)" }, "the oldest notice left the windows")
    let shown = notices.map { GtkTestSupport.widget("app-notice-\($0.id)", in: window) != nil }
    #expect(shown == Array(repeating: true, count: AppNotices.limit))
  }

  @Test func aListenersErrorWithoutWordsForTheUserShowsTheGenericSentence() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    self.counter.app.notices.reporter(title: "Could not save the change")(StoreCorrupt())
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.labelText("app-notice-text", in: window) == "Could not save the change: Something went wrong. The details are in the log.")
  }
}
}
