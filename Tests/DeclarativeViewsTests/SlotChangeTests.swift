//  SlotChangeTests.swift
//  A child that moves to another place of its container (a header bar's start to its end) gets a new
//  widget in the new place: containers with places cannot move a widget between them in place.

import DeclarativeViews
import Testing

@MainActor @Suite("Slot change")
struct SlotChangeTests {
  @Test func aChildMovedToAnotherSlotIsReplaced() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.headerBar(title: "T") { View.label("x").slot(.start).key("x") })
    let oldID = mounted.children[0].widget.id
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.headerBar(title: "T") { View.label("x").slot(.end).key("x") })
    #expect(backend.operations.first == .remove(child: oldID, parent: mounted.widget.id))
    #expect(backend.operations.contains { if case .create(.label, _) = $0 { true } else { false } })
    #expect(mounted.children[0].widget.id != oldID)
    #expect(mounted.children[0].view.slot == .end)
  }

  @Test func aChildStayingInItsSlotKeepsItsWidget() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.headerBar(title: "T") { View.label("x").slot(.end).key("x") })
    let oldID = mounted.children[0].widget.id
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.headerBar(title: "T") { View.label("y").slot(.end).key("x") })
    #expect(backend.operations == [.set(.text, .string("y"), id: oldID)])
  }
}
