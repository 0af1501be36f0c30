//  InspectorSkipTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import AppTesting
import CounterData
import CounterUI
import ImmutableData
import ImmutableUI
import Testing

/// Skip and replay in the inspector: skipped actions are left out of the history the app windows
/// preview; Commit makes it the present through one action of the app's store, Discard (or Back to
/// Present) returns, and an action the app dispatches meanwhile brings the skipped ones back.
/// With no display and on GTK.
@MainActor @Suite(.serialized)
struct InspectorSkipTests {
  /// Counter after three increments and a decrement, its inspector open on the second increment.
  static func session(on display: WindowTest.Display) throws -> CounterInspectorSession {
    let session = try CounterInspectorSession(on: display, clicking: ["Increment", "Increment", "Increment", "Decrement"])
    try #require(session.rows.count == 4)
    try session.inspector.choose(session.rows[1])
    return session
  }

  @Test(arguments: WindowTest.displays)
  func aSkippedActionIsPreviewedThenCommittedAsOneAction(on display: WindowTest.Display) throws {
    let session = try Self.session(on: display)
    defer { session.close() }
    var seen: [CounterAction] = []
    session.store.addObserver { _, action in seen.append(action) }

    try session.inspector.click("Skip This Action")
    session.window.settle()
    #expect(session.window.shows("Value: 1"))
    #expect(session.window.shows("Showing the app without 1 skipped action"))
    #expect(session.inspector.shows("1 action skipped: the app shows its history without it."))
    #expect(session.inspector.shows("Skipped"))
    #expect(session.store.isPreviewing)
    #expect(seen.isEmpty)

    try session.inspector.click("Commit")
    session.window.settle()
    #expect(session.store.state.value == 1)
    #expect(seen.count == 1)
    #expect(seen.first.map { if case .inspectorDidCommit = $0 { true } else { false } } == true)
    #expect(!session.store.isPreviewing)
    #expect(!session.window.shows("Showing the app without 1 skipped action"))
    #expect(session.window.shows("Value: 1"))
    #expect(session.inspector.shows("Committed the history without 1 action"))
    #expect(!session.inspector.texts.contains("Skipped"))

    // The committed history is the one undone: its last step was the decrement.
    try session.window.click("Undo")
    #expect(session.store.state.value == 2)
  }

  @Test(arguments: WindowTest.displays)
  func discardAndBackToPresentReturnAndTheSkipCanBeTakenBack(on display: WindowTest.Display) throws {
    let session = try Self.session(on: display)
    defer { session.close() }
    try session.inspector.click("Skip This Action")
    session.window.settle()
    #expect(session.window.shows("Value: 1"))
    try session.inspector.click("Keep This Action")
    session.window.settle()
    #expect(session.window.shows("Value: 2"))
    #expect(!session.store.isPreviewing)

    try session.inspector.click("Skip This Action")
    try session.inspector.click("Discard")
    session.window.settle()
    #expect(session.window.shows("Value: 2"))
    #expect(!session.store.isPreviewing)

    try session.inspector.click("Skip This Action")
    session.window.settle()
    try session.window.click("Back to Present")
    session.window.settle()
    #expect(session.window.shows("Value: 2"))
    #expect(!session.inspector.texts.contains { $0.contains("skipped") })
    #expect(session.store.state.value == 2)
  }

  /// Skip and Keep are one button: pressing it from the keyboard leaves the focus on it (two buttons,
  /// one replacing the other, sent the focus back to the search field).
  @Test(arguments: WindowTest.displays)
  func theKeyboardFocusStaysOnTheSkipButton(on display: WindowTest.Display) throws {
    let session = try Self.session(on: display)
    defer { session.close() }
    for _ in 0 ..< 20 where session.inspector.focused?.name != "Skip This Action" {
      try session.inspector.press(.shiftTab)
    }
    try #require(session.inspector.focused?.name == "Skip This Action")
    try session.inspector.press(.return)
    #expect(session.inspector.shows("Skipped"))
    #expect(session.inspector.focused?.name == "Keep This Action")
    try session.inspector.press(.return)
    #expect(session.inspector.focused?.name == "Skip This Action")
    #expect(!session.inspector.texts.contains("Skipped"))
  }

  @Test(arguments: WindowTest.displays)
  func anActionTheAppDispatchesBringsTheSkippedOnesBack(on display: WindowTest.Display) throws {
    let session = try Self.session(on: display)
    defer { session.close() }
    try session.inspector.click("Skip This Action")
    session.window.settle()
    try session.store.dispatch(action: .didTapIncrement)
    session.window.settle()
    session.inspector.settle()
    #expect(session.window.shows("Value: 3"))
    #expect(session.inspector.shows("The app changed: the skipped actions are back"))
    #expect(!session.inspector.texts.contains("Skipped"))
  }
}

extension InspectorSkipTests {
  /// Animals keeps its animals in a database and takes no committed state: a history with skipped
  /// actions is previewed, and the bar says it cannot be committed.
  @Test(arguments: WindowTest.displays)
  func anAppThatTakesNoCommittedStateOnlyPreviews(on display: WindowTest.Display) throws {
    let scheduler = ManualScheduler()
    let store = AnimalsApp.makeStore()
    let app = AnimalsApp.make(store: store, scheduler: scheduler)
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
    try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
    window.settle()
    try window.choose("Mammal")
    #expect(window.controls.contains { $0.role == .listItem && $0.name == "Red kangaroo" })

    app.openInspector()
    let inspector = WindowTest(try #require(app.inspector?.window), scheduler: scheduler)
    defer { inspector.window.close() }
    let row = try #require(inspector.controls.first { $0.role == .listItem && $0.name?.contains("didFetchAnimals") == true }?.name)
    try inspector.choose(row)
    try inspector.click("Skip This Action")
    window.settle()
    #expect(!window.controls.contains { $0.role == .listItem && $0.name == "Red kangaroo" })
    #expect(inspector.shows("1 action skipped: the app shows its history without it. This log's history can be previewed, not committed."))
    #expect(!inspector.controls.contains { $0.role == .button && $0.name == "Commit" })
  }
}
