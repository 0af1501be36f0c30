//  TodoWindowTests.swift
//  A real GTK window (needs a display: run under xvfb-run). The test types and clicks through the
//  handlers the views declare, which is what the widgets' signals call.

import AppShell
import DeclarativeViews
import Foundation
import ImmutableData
import ImmutableUI
import Testing
import TodoData
import TodoUI

/// Whether there is an X display to open windows on.
let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

@MainActor @Suite(.serialized, .enabled(if: hasDisplay, "needs a display (run under xvfb-run)"))
struct TodoWindowTests {
  let store = TodoApp.makeStore(items: [TodoItem(id: "1", title: "Buy milk")])
  let scheduler = ManualScheduler()
  let app: GtkApp<TodoState, TodoAction>

  init() throws {
    self.app = TodoApp.make(store: self.store, scheduler: self.scheduler)
    try #require(self.app.startWithoutApplication())
  }

  private func view(_ name: String, in window: any WindowHosting) throws -> View {
    try #require(window.root?.find(name: name)?.view, "no view named \(name)")
  }

  /// What the widget of the view named `name` runs for its events.
  private func handlers(_ name: String, in window: any WindowHosting) throws -> HandlerTable {
    try #require(window.root?.find(name: name)?.handlers, "no view named \(name)")
  }

  private func settle(_ window: any WindowHosting) {
    self.scheduler.runPending()
    window.renderIfNeeded()
  }

  @Test func typingAndAddingShowsTheNewItem() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(try self.view("remaining", in: window).properties[.text] == .string("1 left"))
    #expect(try self.view("add", in: window).properties[.sensitive] == .bool(false))

    // Typing and clicking as the widgets report them: their handlers run as they would.
    try self.handlers("draft", in: window).fire(.textChanged, text: "Bake bread")
    self.settle(window)
    #expect(try self.view("add", in: window).properties[.sensitive] == .bool(true))

    try self.handlers("add", in: window).fire(.clicked)
    self.settle(window)
    #expect(self.store.select(TodoSelectors.items).map(\.title) == ["Buy milk", "Bake bread"])
    #expect(try self.view("remaining", in: window).properties[.text] == .string("2 left"))
    #expect(try self.view("draft", in: window).properties[.text] == .string(""))
    #expect(try self.view("items", in: window).rows?.count == 2)
  }

  @Test func clearDoneRemovesCheckedItems() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(try self.view("clear-done", in: window).properties[.sensitive] == .bool(false))
    try self.store.dispatch(action: .didToggle(id: "1", isDone: true))
    self.settle(window)
    #expect(try self.view("remaining", in: window).properties[.text] == .string("0 left"))
    // What Clear Done sends is data: read it, then let the store have it as a click would.
    let message = try self.view("clear-done", in: window).sentMessage(on: .clicked)
    #expect(message == Message(TodoAction.didTapClearDone))
    try self.store.dispatch(action: #require(message?.action as? TodoAction))
    self.settle(window)
    #expect(try self.view("items", in: window).rows?.count == 0)
  }
}
