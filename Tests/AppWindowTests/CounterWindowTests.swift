//  CounterWindowTests.swift

import AppShell
import AppTesting
import CounterData
import CounterUI
import DeclarativeViews
import ImmutableUI
import Testing

/// The Counter window as its user drives it, once with no display and once on GTK (under a display).
@MainActor @Suite(.serialized)
struct CounterWindowTests {
  let store = CounterApp.makeStore()
  let scheduler = ManualScheduler()

  private func open(on display: WindowTest.Display) throws -> WindowTest {
    try WindowTest(opening: CounterApp.make(store: self.store, scheduler: self.scheduler), scheduler: self.scheduler, on: display)
  }

  @Test(arguments: WindowTest.displays)
  func clicksAndShortcutsChangeWhatTheWindowShows(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(window.shows("Value: 0"))
    #expect(try window.control(.button, "Undo").isEnabled == false)

    try window.click("Increment")
    try window.click("Increment")
    #expect(window.shows("Value: 2"))
    #expect(try window.control(.button, "Undo").isEnabled)

    try window.press(.control("z"))
    #expect(window.shows("Value: 1"))
    try window.press(.shortcut("<Ctrl><Shift>z"))
    #expect(window.shows("Value: 2"))
    #expect(self.store.select(\.value) == 2)
  }

  @Test(arguments: WindowTest.displays)
  func aButtonSendsItsAction(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(try window.message(sentBy: "Decrement") == Message(CounterAction.didTapDecrement))
  }

  /// Return activates the focused button, Tab and Shift+Tab move through the window in its order.
  @Test(arguments: WindowTest.displays)
  func theKeyboardMovesAndActivates(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.press(.tab)
    #expect(window.focused?.announcement == "button “Decrement”")
    try window.press(.shiftTab)
    #expect(window.focused?.announcement == "button “Increment”")
    try window.press(.return)
    #expect(window.shows("Value: 1"))
    try window.press(.tab)
    try window.press(.return)
    #expect(window.shows("Value: 0"))
  }

  /// New Window (Ctrl+N) opens a second window on the same store: a click in one shows in both.
  @Test(arguments: WindowTest.displays)
  func twoWindowsShareTheStore(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    try window.press(.control("n"))
    let app = try #require(window.app as? GtkApp<CounterState, CounterAction>)
    #expect(app.windows.count == 2)
    let second = WindowTest(app.windows[1], scheduler: self.scheduler)
    try second.click("Increment")
    window.settle()
    #expect(window.shows("Value: 1"))
    #expect(second.shows("Value: 1"))
    second.window.close()
    window.window.close()
    #expect(app.windows.isEmpty)
  }
}
