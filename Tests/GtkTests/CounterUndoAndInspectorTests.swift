//  CounterUndoAndInspectorTests.swift

import AppShell
import AppTesting
import CGtk
import CounterData
import CounterUI
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// Undo and Redo in real Counter windows, and the inspector window listing actions and time travelling.
@MainActor @Suite
struct CounterUndoAndInspectorTests {
  let counter = CounterGtkFixture()

  /// A Counter window and the inspector opened from it (Ctrl+Shift+I).
  func openWindowAndInspector(sourceLocation: SourceLocation = #_sourceLocation) throws -> (window: any WindowHosting, inspector: any WindowHosting) {
    let window = self.counter.app.openWindow()
    #expect(window.activateAction("inspector"), sourceLocation: sourceLocation)
    return (window, try #require(self.counter.app.inspector?.window, sourceLocation: sourceLocation))
  }

  func value(in window: any WindowHosting) -> String? {
    GtkTestSupport.labelText("value", in: window)
  }

  @Test func undoAndRedoAreSharedByAllWindowsAndDisabledWhenEmpty() throws {
    let first = self.counter.app.openWindow()
    let second = self.counter.app.openWindow()
    defer { first.close(); second.close() }
    #expect(first.isActionEnabled("didTapUndo") == false)
    #expect(first.isActionEnabled("didTapRedo") == false)
    GtkTestSupport.click("increment", in: first)
    GtkTestSupport.click("increment", in: first)
    self.counter.scheduler.runPending()
    #expect(second.isActionEnabled("didTapUndo") == true)

    // Ctrl+Z in the second window undoes the first window's tap.
    #expect(second.activateAction("didTapUndo"))
    self.counter.scheduler.runPending()
    #expect(self.value(in: first) == "Value: 1")
    #expect(self.value(in: second) == "Value: 1")
    #expect(first.isActionEnabled("didTapRedo") == true)

    GtkTestSupport.click("redo", in: first)
    self.counter.scheduler.runPending()
    #expect(self.value(in: second) == "Value: 2")
    #expect(first.isActionEnabled("didTapRedo") == false)
    let undoButton = try #require(GtkTestSupport.widget("undo", in: first))
    let redoButton = try #require(GtkTestSupport.widget("redo", in: first))
    #expect(cgtk_widget_get_sensitive(undoButton) != 0)
    #expect(cgtk_widget_get_sensitive(redoButton) == 0)
  }

  @Test func inspectorListsActionsAndJumpsBackInTime() throws {
    let (window, inspector) = try self.openWindowAndInspector()
    defer {
      inspector.close()
      window.close()
    }
    for _ in 0 ..< 3 {
      GtkTestSupport.click("increment", in: window)
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    #expect(ListInspection.statistics(of: list)?.rowCount == 3)

    // Select the first action and jump to it: the counter window shows the past.
    ListInspection.selectAsUser(list, position: 0)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.labelText("changes", in: inspector)?.contains("state.value: 0 → 1") == true)
    GtkTestSupport.click("jump", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.value(in: window) == "Value: 1")
    #expect(self.counter.store.isPreviewing)

    GtkTestSupport.click("present", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.value(in: window) == "Value: 3")
  }

  @Test func searchingTheLogNarrowsItToTheMatchingActions() throws {
    let (window, inspector) = try self.openWindowAndInspector()
    defer {
      inspector.close()
      window.close()
    }
    for name in ["increment", "increment", "decrement", "undo"] {
      GtkTestSupport.click(name, in: window)
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(ListInspection.statistics(of: try #require(GtkTestSupport.widget("actions", in: inspector)))?.rowCount == 4)

    // Ctrl+F focuses the search field; typing narrows the list (case and accents ignored).
    #expect(inspector.activateAction("find"))
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.isWithin(GtkTestSupport.focus(in: inspector), "search", in: inspector))
    cgtk_editable_set_text(try GtkTestSupport.required(GtkTestSupport.widget("search", in: inspector)), "INCRÉMENT")
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    #expect(ListInspection.statistics(of: list)?.rowCount == 2)
    #expect((0 ..< 2).map { ListInspection.key(of: list, at: $0) } == ["1", "2"])

    // Nothing matches: a status page says so; clearing the text lists everything again.
    cgtk_editable_set_text(try GtkTestSupport.required(GtkTestSupport.widget("search", in: inspector)), "redo")
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.widget("no-match", in: inspector) != nil)
    cgtk_editable_set_text(try GtkTestSupport.required(GtkTestSupport.widget("search", in: inspector)), "")
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(ListInspection.statistics(of: try #require(GtkTestSupport.widget("actions", in: inspector)))?.rowCount == 4)

    // Only the kind of the first action (an increment): two rows; Show All lists the four again.
    ListInspection.selectAsUser(try #require(GtkTestSupport.widget("actions", in: inspector)), position: 0)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    GtkTestSupport.click("show-only-kind", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(ListInspection.statistics(of: try #require(GtkTestSupport.widget("actions", in: inspector)))?.rowCount == 2)
    #expect(GtkTestSupport.labelText("hidden-kinds", in: inspector) == "Only: didTapIncrement")
    GtkTestSupport.click("show-all-kinds", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(ListInspection.statistics(of: try #require(GtkTestSupport.widget("actions", in: inspector)))?.rowCount == 4)
  }

  @Test func theSelectedActionStaysSelectedWhileASearchStillListsIt() throws {
    let (window, inspector) = try self.openWindowAndInspector()
    defer {
      inspector.close()
      window.close()
    }
    for name in ["decrement", "increment", "decrement"] {
      GtkTestSupport.click(name, in: window)
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    ListInspection.selectAsUser(try #require(GtkTestSupport.widget("actions", in: inspector)), position: 1)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.labelText("changes", in: inspector)?.contains("state.value: -1 → 0") == true)
    cgtk_editable_set_text(try GtkTestSupport.required(GtkTestSupport.widget("search", in: inspector)), "incr")
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    #expect(ListInspection.statistics(of: list)?.rowCount == 1)
    #expect(GtkTestSupport.labelText("changes", in: inspector)?.contains("state.value: -1 → 0") == true, "the selected action is still the one shown")
    #expect(cgtk_widget_get_sensitive(try GtkTestSupport.required(GtkTestSupport.widget("jump", in: inspector))) != 0)
  }

  @Test func hidingAKindOfActionLeavesTheOthersListed() throws {
    let (window, inspector) = try self.openWindowAndInspector()
    defer {
      inspector.close()
      window.close()
    }
    for name in ["increment", "decrement", "increment", "undo"] {
      GtkTestSupport.click(name, in: window)
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let hide = try #require(GtkTestSupport.widget("hide-kind", in: inspector))
    #expect(cgtk_widget_get_sensitive(hide) == 0, "nothing selected: nothing to hide")

    // Select an increment and hide its kind: the decrement and the undo stay.
    ListInspection.selectAsUser(try #require(GtkTestSupport.widget("actions", in: inspector)), position: 0)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    GtkTestSupport.click("hide-kind", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    #expect((0 ..< 2).map { ListInspection.key(of: list, at: $0) } == ["2", "4"])
    #expect(ListInspection.statistics(of: list)?.rowCount == 2)
    #expect(GtkTestSupport.labelText("hidden-kinds", in: inspector)?.contains("didTapIncrement") == true)

    GtkTestSupport.click("show-all-kinds", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(ListInspection.statistics(of: try #require(GtkTestSupport.widget("actions", in: inspector)))?.rowCount == 4)
    #expect(GtkTestSupport.widget("hidden-kinds", in: inspector) == nil)
  }

  @Test func dispatchingWhileShowingThePastReturnsToThePresent() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    self.counter.app.openInspector()
    let inspector = try #require(self.counter.app.inspector?.window)
    defer { inspector.close() }
    GtkTestSupport.click("increment", in: window)
    GtkTestSupport.click("increment", in: window)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    ListInspection.selectAsUser(list, position: 0)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    GtkTestSupport.click("jump", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.value(in: window) == "Value: 1")

    GtkTestSupport.click("increment", in: window)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.value(in: window) == "Value: 3")
    #expect(!self.counter.store.isPreviewing)
    let present = try #require(GtkTestSupport.widget("present", in: inspector))
    #expect(cgtk_widget_get_sensitive(present) == 0)
  }

  /// Clear Log asks first: Cancel keeps every recorded action, Clear Log removes them.
  @Test func clearLogAsksFirst() throws {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    self.counter.app.openInspector()
    let inspector = try #require(self.counter.app.inspector?.window)
    defer { inspector.close() }
    for _ in 0 ..< 2 {
      GtkTestSupport.click("increment", in: window)
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    #expect(ListInspection.statistics(of: list)?.rowCount == 2)

    GtkTestSupport.click("clear", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let question = try #require(inspector.root?.find(name: "clear-confirmation")?.view)
    #expect(question.properties[.title] == .string("Clear the Log?"))
    #expect(question.properties[.body] == .string("All 2 recorded actions will be removed from the log, with the states they lead to."))
    #expect(ListInspection.statistics(of: list)?.rowCount == 2, "nothing is cleared before the answer")
    let dialog = try #require(GtkTestSupport.widget("clear-confirmation", in: inspector))
    cgtk_emit_clicked(try GtkTestSupport.required(cgtk_find_button(dialog, "Cancel")))
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(inspector.root?.find(name: "clear-confirmation") == nil)
    #expect(ListInspection.statistics(of: list)?.rowCount == 2)

    GtkTestSupport.click("clear", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    let again = try #require(GtkTestSupport.widget("clear-confirmation", in: inspector))
    cgtk_emit_clicked(try GtkTestSupport.required(cgtk_find_button(again, "Clear Log")))
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(inspector.root?.find(name: "clear-confirmation") == nil)
    #expect(ListInspection.statistics(of: list)?.rowCount == 0)
    #expect(self.value(in: window) == "Value: 2", "the app keeps its state")
  }
}
}

extension GtkSuite {
/// Searching the selected action's state in the inspector, driven through the testing library: the
/// matching paths and values are listed, and the matching changes marked in words and colour.
@MainActor @Suite
struct InspectorStateSearchWindowTests {
  let counter = CounterGtkFixture()

  @Test func theStateIsSearchedByPathAndValue() throws {
    let window = WindowTest(self.counter.app.openWindow(), scheduler: self.counter.scheduler)
    defer { window.window.close() }
    try window.click("Increment")
    try window.press(.shortcut("<Control><Shift>i"))
    let inspector = WindowTest(try #require(self.counter.app.inspector?.window), scheduler: self.counter.scheduler)
    defer { inspector.window.close() }
    #expect(try inspector.control(.searchField, "Search state").isEnabled == false, "nothing to search before an action is chosen")
    let row = try #require(inspector.controls.first { $0.role == .listItem }?.name)
    try inspector.choose(row)
    try inspector.type("value", into: "Search state")
    #expect(inspector.shows("Matches in the state after"))
    #expect(inspector.shows("state.value: 1"))
    #expect(inspector.controls.contains { $0.role == .label && $0.name == "Match: state.value: 0 → 1" })
    try inspector.type("no such thing", into: "Search state")
    #expect(inspector.shows("No path or value matches “no such thing”"))
  }
}
}
