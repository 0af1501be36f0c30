//  KeyedChildrenTests.swift
//  Keyed children are matched by key: an insertion mounts one widget, a removal removes one,
//  a move keeps the widget and records one move, a reversal of N moves N-1 children.

import DeclarativeViews
import Testing

@MainActor @Suite("Keyed children")
struct KeyedChildrenTests {
  /// Mounts a box of keyed labels and clears the operations; widget ids are 1 (box), 2... (labels in order).
  private func mountBox(_ keys: [String]) -> (RecordingBackend, Reconciler<RecordingBackend>, Reconciler<RecordingBackend>.Mounted) {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(keyedBox(keys))
    backend.clearOperations()
    return (backend, reconciler, mounted)
  }

  @Test func anInsertionInTheMiddleMountsOneWidget() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d"])
    _ = reconciler.update(mounted, to: keyedBox(["a", "b", "new", "c", "d"]))
    #expect(backend.operations == [
      .create(.label, id: 6),
      .set(.text, .string("new"), id: 6),
      .insert(child: 6, parent: 1, index: 2),
    ])
    #expect(childTexts(mounted.widget) == ["a", "b", "new", "c", "d"])
    #expect(mounted.widget.children.map(\.id) == [2, 3, 6, 4, 5])
  }

  @Test func anInsertionAtTheFrontAndAtTheEnd() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b"])
    _ = reconciler.update(mounted, to: keyedBox(["first", "a", "b", "last"]))
    #expect(structural(backend.operations) == [
      .create(.label, id: 4),
      .insert(child: 4, parent: 1, index: 0),
      .create(.label, id: 5),
      .insert(child: 5, parent: 1, index: 3),
    ])
    #expect(mounted.widget.children.map(\.id) == [4, 2, 3, 5])
  }

  @Test func aRemovalRemovesOneWidget() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d"])
    _ = reconciler.update(mounted, to: keyedBox(["a", "c", "d"]))
    #expect(backend.operations == [.remove(child: 3, parent: 1)])
    #expect(mounted.widget.children.map(\.id) == [2, 4, 5])
    #expect(mounted.children.map(\.view.key) == ["a", "c", "d"])
  }

  @Test func aRemovalAtTheEndKeepsTheOtherMountedChildren() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d"])
    let kept = mounted.children.prefix(2).map(ObjectIdentifier.init)
    _ = reconciler.update(mounted, to: keyedBox(["a", "b"]))
    #expect(backend.operations == [.remove(child: 4, parent: 1), .remove(child: 5, parent: 1)])
    #expect(mounted.widget.children.map(\.id) == [2, 3])
    #expect(mounted.children.map(\.view.key) == ["a", "b"])
    #expect(mounted.children.map(ObjectIdentifier.init) == kept)
  }

  @Test func removingEveryChild() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b"])
    _ = reconciler.update(mounted, to: keyedBox([]))
    #expect(backend.operations == [.remove(child: 2, parent: 1), .remove(child: 3, parent: 1)])
    #expect(mounted.widget.children.isEmpty)
    #expect(mounted.children.isEmpty)
  }

  @Test func aMoveKeepsTheWidgetAndRecordsOneMove() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d"])
    let moved = mounted.widget.children[0]
    _ = reconciler.update(mounted, to: keyedBox(["b", "c", "a", "d"]))
    #expect(backend.operations == [.move(child: moved.id, parent: 1, index: 2)])
    #expect(mounted.widget.children.firstIndex { $0 === moved } == 2)
    #expect(mounted.widget.children.map(\.id) == [3, 4, 2, 5])
    #expect(childTexts(mounted.widget) == ["b", "c", "a", "d"])
  }

  @Test func aMoveToTheFront() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d"])
    _ = reconciler.update(mounted, to: keyedBox(["d", "a", "b", "c"]))
    #expect(backend.operations == [.move(child: 5, parent: 1, index: 0)])
    #expect(mounted.widget.children.map(\.id) == [5, 2, 3, 4])
  }

  @Test func aMovedChildWithANewTextIsSetAndMoved() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c"])
    let new = View(.box, properties: [.vertical: .bool(true)], children: [
      keyedLabel("b"), keyedLabel("c"), keyedLabel("a", text: "A"),
    ])
    _ = reconciler.update(mounted, to: new)
    #expect(backend.operations == [
      .set(.text, .string("A"), id: 2),
      .move(child: 2, parent: 1, index: 2),
    ])
  }

  @Test func aSwapOfTwo() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d", "e"])
    _ = reconciler.update(mounted, to: keyedBox(["a", "d", "c", "b", "e"]))
    let operations = backend.operations
    // Old positions in new order are [0, 3, 2, 1, 4]: a longest increasing run has 3 of the 5, so two
    // children move. Of the equally long runs the reconciler keeps a, b, e in place and moves d and c.
    #expect(OperationCounts(operations) == OperationCounts(move: 2))
    #expect(operations == [
      .move(child: 5, parent: 1, index: 1),
      .move(child: 4, parent: 1, index: 2),
    ])
    #expect(mounted.widget.children.map(\.id) == [2, 5, 4, 3, 6])
    #expect(childTexts(mounted.widget) == ["a", "d", "c", "b", "e"])
  }

  @Test func aSwapOfTwoNeighboursIsOneMove() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c"])
    _ = reconciler.update(mounted, to: keyedBox(["b", "a", "c"]))
    #expect(OperationCounts(backend.operations) == OperationCounts(move: 1))
    #expect(mounted.widget.children.map(\.id) == [3, 2, 4])
  }

  @Test(arguments: [2, 3, 5, 10, 50])
  func aReversalOfNMovesNMinusOne(count: Int) {
    let keys = (0 ..< count).map { "k\($0)" }
    let (backend, reconciler, mounted) = self.mountBox(keys)
    let widgets = mounted.widget.children
    _ = reconciler.update(mounted, to: keyedBox(keys.reversed()))
    #expect(OperationCounts(backend.operations) == OperationCounts(move: count - 1))
    #expect(mounted.widget.children.map(\.id) == widgets.reversed().map(\.id))
    #expect(childTexts(mounted.widget) == keys.reversed())
  }

  @Test func insertionRemovalAndMoveTogether() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c", "d", "e"])
    _ = reconciler.update(mounted, to: keyedBox(["e", "a", "x", "c", "d"]))
    #expect(backend.operations == [
      .remove(child: 3, parent: 1),
      .move(child: 6, parent: 1, index: 0),
      .create(.label, id: 7),
      .set(.text, .string("x"), id: 7),
      .insert(child: 7, parent: 1, index: 2),
    ])
    #expect(mounted.widget.children.map(\.id) == [6, 2, 7, 4, 5])
  }

  @Test func aDuplicateKeyStopsADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let reconciler = Reconciler(backend: RecordingBackend())
        let mounted = reconciler.mount(keyedBox(["a", "b"]))
        _ = reconciler.update(mounted, to: keyedBox(["a", "b", "a"]))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("have the key “a”"))
  }

  @Test func aReplacementInPlaceRemovesOneAndMountsOne() {
    let (backend, reconciler, mounted) = self.mountBox(["a", "b", "c"])
    _ = reconciler.update(mounted, to: keyedBox(["a", "x", "c"]))
    #expect(structural(backend.operations) == [
      .remove(child: 3, parent: 1),
      .create(.label, id: 5),
      .insert(child: 5, parent: 1, index: 1),
    ])
    #expect(mounted.widget.children.map(\.id) == [2, 5, 4])
  }

  @Test func aChildMovedFarAcrossKeepsItsWidget() {
    let keys = (0 ..< 20).map { "k\($0)" }
    let (backend, reconciler, mounted) = self.mountBox(keys)
    var newKeys = keys
    newKeys.insert(newKeys.remove(at: 2), at: 15)
    _ = reconciler.update(mounted, to: keyedBox(newKeys))
    #expect(backend.operations == [.move(child: 4, parent: 1, index: 15)])
    #expect(childTexts(mounted.widget) == newKeys)
  }

  @Test func mountingADuplicateKeyStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = Reconciler(backend: RecordingBackend()).mount(keyedBox(["a", "a", "b"]))
      }
    }
  }

  @Test func mountedChildrenFollowTheNewOrder() {
    let (_, reconciler, mounted) = self.mountBox(["a", "b", "c"])
    let b = mounted.children[1]
    _ = reconciler.update(mounted, to: keyedBox(["c", "b", "a", "z"]))
    #expect(mounted.children.map(\.view.key) == ["c", "b", "a", "z"])
    #expect(mounted.children.firstIndex { $0 === b } == 1)
    #expect(mounted.children.map(\.widget.id) == mounted.widget.children.map(\.id))
  }
}
