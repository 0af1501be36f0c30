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
    let session = try CounterInspectorSession(on: display, clicking: ["Increment"])
    defer { session.close() }
    let (store, window, inspector) = (session.store, session.window, session.inspector)
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
