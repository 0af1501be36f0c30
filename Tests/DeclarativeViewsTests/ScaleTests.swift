//  ScaleTests.swift
//  Keyed matching is proportional to the edit, not to the list: 10,000 children with one insertion
//  and one move record a handful of operations.

import DeclarativeViews
import Testing

@MainActor @Suite("Scale")
struct ScaleTests {
  @Test func tenThousandChildrenWithOneInsertionAndOneMove() {
    let count = 10_000
    let keys = (0 ..< count).map { "k\($0)" }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(keyedBox(keys))
    #expect(mounted.widget.children.count == count)
    let widgets = mounted.widget.children

    var newKeys = keys
    newKeys.remove(at: 100)
    newKeys.insert("new", at: 5_000)
    newKeys.insert("k100", at: newKeys.firstIndex(of: "k8000")! + 1)
    let movedIndex = newKeys.firstIndex(of: "k100")!
    #expect(movedIndex == 8_001)

    backend.clearOperations()
    _ = reconciler.update(mounted, to: keyedBox(newKeys))

    let newID = count + 2  // the box is 1, the labels 2...10_001
    let movedID = widgets[100].id
    #expect(structural(backend.operations).count < 10)
    #expect(backend.operations == [
      .create(.label, id: newID),
      .set(.text, .string("new"), id: newID),
      .insert(child: newID, parent: 1, index: 5_000),
      .move(child: movedID, parent: 1, index: movedIndex),
    ])
    #expect(childTexts(mounted.widget) == newKeys)
    #expect(mounted.widget.children.firstIndex { $0 === widgets[100] } == movedIndex)
    #expect(mounted.widget.children.filter { $0.id != newID }.map(\.id).sorted() == widgets.map(\.id))
  }
}
