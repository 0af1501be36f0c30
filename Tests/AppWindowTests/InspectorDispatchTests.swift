//  InspectorDispatchTests.swift

import AppShell
import AppTesting
import CounterData
import CounterUI
import ImmutableUI
import Testing

/// Dispatching from the inspector: an action written as its JSON (Edit as New starts from a recorded
/// one) goes to the app's store; text that is not an action is refused in words and sends nothing.
/// With no display and on GTK.
@MainActor @Suite(.serialized)
struct InspectorDispatchTests {
  @Test(arguments: WindowTest.displays)
  func anEditedActionIsDispatchedAndAWrongOneIsRefused(on display: WindowTest.Display) throws {
    let scheduler = ManualScheduler()
    let store = CounterApp.makeStore()
    let app = CounterApp.make(store: store, scheduler: scheduler)
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    try window.click("Increment")
    app.openInspector()
    let inspectorWindow = try #require(app.inspector?.window)
    defer { inspectorWindow.close() }
    let inspector = WindowTest(inspectorWindow, scheduler: scheduler)
    #expect(try inspector.control(.button, "Dispatch").isEnabled == false)

    let row = try #require(inspector.controls.first { $0.role == .listItem }?.name)
    try inspector.choose(row)
    try inspector.click("Edit as New")
    #expect(try inspector.control(.textField, "Action to Dispatch").text == #"{"didTapIncrement":{}}"#)
    try inspector.type(#"{"didTapDecrement":{}}"#, into: "Action to Dispatch")
    try inspector.click("Dispatch")
    #expect(store.select(\.value) == 0)
    #expect(inspector.shows("Dispatched didTapDecrement"))
    window.settle()
    #expect(window.shows("Value: 0"))

    try inspector.type(#"{"didTapSomething":{}}"#, into: "Action to Dispatch")
    try inspector.click("Dispatch")
    #expect(store.select(\.value) == 0)
    #expect(inspector.texts.contains { $0.hasPrefix("Nothing was dispatched: This is not an action of Counter") })
  }
}
