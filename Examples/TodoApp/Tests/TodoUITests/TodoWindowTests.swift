//  TodoWindowTests.swift
//  A real GTK window (needs a display: run under xvfb-run), driven as its user would: controls found by
//  what a screen reader calls them, typed into, clicked, walked with Tab, and compared with screenshots.

import AppShell
import AppTesting
import DeclarativeViews
import ImmutableUI
import Testing
import TodoData
import TodoUI

@MainActor @Suite(.serialized, .enabled(if: WindowTest.hasDisplay, "needs a display (run under xvfb-run)"))
struct TodoWindowTests {
  let store = TodoApp.makeStore(items: [TodoItem(id: "1", title: "Buy milk")])
  let scheduler = ManualScheduler()

  func open() throws -> WindowTest {
    try WindowTest(opening: TodoApp.make(store: self.store, scheduler: self.scheduler), scheduler: self.scheduler)
  }

  @Test func typingAndAddingShowsTheNewItem() throws {
    let window = try self.open()
    #expect(window.shows("1 left"))
    #expect(try window.control(.button, "Add").isEnabled == false)
    try window.type("Bake bread", into: "New to-do")
    try window.click("Add")
    #expect(self.store.select(TodoSelectors.items).map(\.title) == ["Buy milk", "Bake bread"])
    #expect(window.shows("2 left"))
    #expect(try window.control(.textField, "New to-do").text == "")
  }

  @Test func checkingAnItemAndClearingDoneRemovesIt() throws {
    let window = try self.open()
    #expect(try window.message(sentBy: "Clear Done") == Message(TodoAction.didTapClearDone))
    try window.click(.checkBox, "Buy milk")
    #expect(window.shows("0 left"))
    try window.click("Clear Done")
    #expect(self.store.select(TodoSelectors.items).isEmpty)
  }

  @Test func everyStopOfTheKeyboardHasAName() throws {
    let window = try self.open()
    #expect(window.transcript().lines == [
      "text field “New to-do”",
      "check box “Buy milk”, not checked",
      "button “Delete Buy milk”",
    ])
    // Walking changed nothing (Down in the list moves between rows; it never toggles the check box).
    #expect(self.store.select(TodoSelectors.items) == [TodoItem(id: "1", title: "Buy milk")])
  }

  @Test func theWindowLooksAsItDid() throws {
    let window = try self.open()
    defer { ColorScheme.force(dark: nil) }
    for dark in [false, true] {
      ColorScheme.force(dark: dark)
      window.expectScreenshot(named: dark ? "todo-dark" : "todo-light")
    }
  }
}
