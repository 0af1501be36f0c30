//  TodoWindowTests.swift
//  The app's real window driven as its user would: controls found by what a screen reader calls them,
//  typed into and clicked, with no display and, under xvfb-run, on GTK too; walked with Tab and compared
//  with screenshots on GTK.

import AppShell
import AppTesting
import DeclarativeViews
import ImmutableUI
import Testing
import TodoData
import TodoUI

@MainActor @Suite(.serialized)
struct TodoWindowTests {
  let store = TodoApp.makeStore(items: [TodoItem(id: "1", title: "Buy milk")])
  let scheduler = ManualScheduler()

  func open(on display: WindowTest.Display = .gtk) throws -> WindowTest {
    try WindowTest(opening: TodoApp.make(store: self.store, scheduler: self.scheduler), scheduler: self.scheduler, on: display)
  }

  @Test(arguments: WindowTest.displays)
  func typingAndAddingShowsTheNewItem(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    #expect(window.shows("1 left"))
    #expect(try window.control(.button, "Add").isEnabled == false)
    try window.type("Bake bread", into: "New to-do")
    try window.click("Add")
    #expect(self.store.select(TodoSelectors.items).map(\.title) == ["Buy milk", "Bake bread"])
    #expect(window.shows("2 left"))
    #expect(try window.control(.textField, "New to-do").text == "")
  }

  @Test(arguments: WindowTest.displays)
  func checkingAnItemAndClearingDoneRemovesIt(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    #expect(try window.message(sentBy: "Clear Done") == Message(TodoAction.didTapClearDone))
    try window.click(.checkBox, "Buy milk")
    #expect(window.shows("0 left"))
    try window.click("Clear Done")
    #expect(self.store.select(TodoSelectors.items).isEmpty)
  }

  @Test(.enabled(if: WindowTest.hasDisplay)) func everyStopOfTheKeyboardHasAName() throws {
    let window = try self.open()
    #expect(window.transcript().lines == [
      "text field “New to-do”",
      "check box “Buy milk”, not checked",
      "button “Delete Buy milk”",
    ])
    // Walking changed nothing (Down in the list moves between rows; it never toggles the check box).
    #expect(self.store.select(TodoSelectors.items) == [TodoItem(id: "1", title: "Buy milk")])
  }

  @Test(.enabled(if: WindowTest.hasDisplay)) func theWindowLooksAsItDid() throws {
    let window = try self.open()
    defer { ColorScheme.force(dark: nil) }
    for dark in [false, true] {
      ColorScheme.force(dark: dark)
      window.expectScreenshot(named: dark ? "todo-dark" : "todo-light")
    }
  }
}
