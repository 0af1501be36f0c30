//  HandlerSwapTests.swift
//  A render swaps the closures in the mounted widget's handler table; it never makes a new widget
//  (which is what reconnecting signals would take).

import DeclarativeViews
import Testing

@MainActor private final class Log {
  var entries: [String] = []
}

@MainActor @Suite("Handler swap")
struct HandlerSwapTests {
  @Test func firingAfterAnUpdateCallsTheNewClosure() {
    let log = Log()
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.button("Go", action: { log.entries.append("old") }))
    let table = mounted.widget.handlers
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.button("Go", action: { log.entries.append("new") }))
    #expect(backend.operations.isEmpty)
    #expect(mounted.widget.handlers === table)
    mounted.widget.handlers.fire(.clicked)
    #expect(log.entries == ["new"])
  }

  @Test func aNestedKeyedChildGetsItsNewClosureWhenMoved() throws {
    let log = Log()
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    func view(_ version: String, order: [String]) -> View {
      View.vstack {
        for key in order {
          View.button(key, action: { log.entries.append("\(key) \(version)") }).key(key)
        }
      }
    }
    let mounted = reconciler.mount(view("v1", order: ["a", "b"]))
    let a = mounted.widget.children[0]
    backend.clearOperations()
    _ = reconciler.update(mounted, to: view("v2", order: ["b", "a"]))
    #expect(!backend.operations.contains { if case .create = $0 { return true } else { return false } })
    try #require(mounted.widget.children.count == 2)
    #expect(mounted.widget.children[1] === a)
    a.handlers.fire(.clicked)
    mounted.widget.children[0].handlers.fire(.clicked)
    #expect(log.entries == ["a v2", "b v2"])
  }

  @Test func handlersForNewEventsAreAddedAndDroppedOnesRemoved() {
    let log = Log()
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let entry = View.entry(text: "", accessibleLabel: "Name", onChange: .run { log.entries.append("change \($0)") })
    let mounted = reconciler.mount(entry)
    backend.clearOperations()
    let submitting = View.entry(
      text: "",
      accessibleLabel: "Name",
      onChange: .run { log.entries.append("change \($0)") },
      onSubmit: { log.entries.append("submit") }
    )
    _ = reconciler.update(mounted, to: submitting)
    mounted.widget.handlers.fire(.submitted)
    mounted.widget.handlers.fire(.textChanged, text: "x")
    _ = reconciler.update(mounted, to: View(.entry, properties: entry.properties))
    mounted.widget.handlers.fire(.submitted)
    mounted.widget.handlers.fire(.textChanged, text: "y")
    #expect(backend.operations.isEmpty)
    #expect(log.entries == ["submit", "change x"])
    #expect(mounted.widget.handlers[.submitted] == nil)
  }

  @Test func typedHandlersReceiveTheirValues() {
    let log = Log()
    let table = HandlerTable([
      .textChanged: .text(.run { log.entries.append("text \($0)") }),
      .toggled: .bool(.run { log.entries.append("bool \($0)") }),
      .selectionChanged: .index(.run { log.entries.append("index \(String(describing: $0))") }),
      .rowActivated: .key(.run { log.entries.append("key \(String(describing: $0))") }),
      .dayChanged: .day(.run { log.entries.append("day \($0.year)-\($0.month)-\($0.day)") }),
      .pressed: .point { log.entries.append("point \($0),\($1)") },
    ])
    table.fire(.textChanged, text: "t")
    table.fire(.toggled, bool: true)
    table.fire(.selectionChanged, index: nil)
    table.fire(.rowActivated, key: "r")
    table.fire(.dayChanged, day: Day(year: 2024, month: 2, day: 29))
    table.fire(.pressed, x: 1, y: 2)
    // A fire for an event with no handler does nothing (one of the wrong shape stops debug builds: VocabularyTests).
    table.fire(.clicked)
    #expect(log.entries == ["text t", "bool true", "index nil", "key Optional(\"r\")", "day 2024-2-29", "point 1.0,2.0"])
  }
}
