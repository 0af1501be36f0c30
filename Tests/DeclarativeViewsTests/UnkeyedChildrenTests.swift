//  UnkeyedChildrenTests.swift
//  Unkeyed children are matched by position: the widget at a position is patched in place,
//  extra old ones are removed and extra new ones mounted at the end; none is ever moved.

import DeclarativeViews
import Testing

@MainActor @Suite("Unkeyed children")
struct UnkeyedChildrenTests {
  @Test func childrenAreMatchedByPosition() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("a"); View.label("b"); View.label("c") })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { View.label("b"); View.label("c") })
    // Dropping the first unkeyed child shifts the texts, it does not remove the first widget.
    #expect(backend.operations == [
      .remove(child: 4, parent: 1),
      .set(.text, .string("b"), id: 2),
      .set(.text, .string("c"), id: 3),
    ])
    #expect(mounted.widget.children.map(\.id) == [2, 3])
    #expect(childTexts(mounted.widget) == ["b", "c"])
  }

  @Test func anExtraChildIsMountedAtItsPosition() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("a"); View.label("b") })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { View.label("x"); View.label("a"); View.label("b") })
    #expect(backend.operations == [
      .set(.text, .string("x"), id: 2),
      .set(.text, .string("a"), id: 3),
      .create(.label, id: 4),
      .set(.text, .string("b"), id: 4),
      .insert(child: 4, parent: 1, index: 2),
    ])
    #expect(mounted.widget.children.map(\.id) == [2, 3, 4])
  }

  @Test func reorderedUnkeyedChildrenAreNeverMoved() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("a"); View.label("b"); View.label("c") })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { View.label("c"); View.label("b"); View.label("a") })
    #expect(backend.operations == [
      .set(.text, .string("c"), id: 2),
      .set(.text, .string("a"), id: 4),
    ])
    #expect(mounted.widget.children.map(\.id) == [2, 3, 4])
  }

  @Test func unkeyedAndKeyedSiblings() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("header"); ForEach(["k1", "k2"], id: \.self) { View.label($0) } })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { View.label("header"); ForEach(["k2", "k1"], id: \.self) { View.label($0) } })
    // The header keeps position 0 and its widget; the keyed pair swaps with one move.
    #expect(OperationCounts(backend.operations) == OperationCounts(move: 1))
    #expect(mounted.widget.children.map(\.id) == [2, 4, 3])
  }

  @Test func aChildWrittenInAnotherStatementIsAnotherChild() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("free"); keyedLabel("k") })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { keyedLabel("k"); View.label("free") })
    // Identity is the place in the builder (and the key): neither child is where it was, so both are new.
    #expect(structural(backend.operations) == [
      .remove(child: 2, parent: 1),
      .remove(child: 3, parent: 1),
      .create(.label, id: 4),
      .insert(child: 4, parent: 1, index: 0),
      .create(.label, id: 5),
      .insert(child: 5, parent: 1, index: 1),
    ])
    #expect(mounted.widget.children.map(\.id) == [4, 5])
  }
}
