//  ListViewTests.swift
//  A mounted `.list` view applies changed rows with exactly one splice, and the recorded row keys
//  follow the new rows.

import DeclarativeViews
import Testing

private struct Row : Equatable {
  var key: String
  var title: String
}

@MainActor private func list(_ rows: [Row], selection: String? = nil) -> View {
  View.list(
    ListItems(rows, key: \.key, row: { View.label($0.title) }),
    selection: selection,
    accessibleLabel: "Rows",
    onSelect: .run { _ in }
  )
}

private func rows(_ keys: [String]) -> [Row] {
  keys.map { Row(key: $0, title: $0) }
}

@MainActor @Suite("List view")
struct ListViewTests {
  @Test func mountingSetsPropertiesThenSplicesTheRows() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(list(rows(["a", "b"])))
    #expect(backend.operations == [
      .create(.list, id: 1),
      .set(.accessibleLabel, .string("Rows"), id: 1),
      .set(.hexpand, .bool(true), id: 1),
      .set(.vexpand, .bool(true), id: 1),
      .splice(ListSplice(position: 0, removed: 0, added: 2), list: 1),
    ])
    #expect(mounted.widget.rowKeys == ["a", "b"])
  }

  @Test(arguments: [
    (["a", "b", "c", "d"], ["a", "b", "x", "c", "d"], ListSplice(position: 2, removed: 0, added: 1)),
    (["a", "b", "c", "d"], ["a", "c", "d"], ListSplice(position: 1, removed: 1, added: 0)),
    (["a", "b"], ["a", "b", "c"], ListSplice(position: 2, removed: 0, added: 1)),
    (["a", "b", "c"], ["x", "y"], ListSplice(position: 0, removed: 3, added: 2)),
    (["a", "b", "c"], ["a", "y", "c"], ListSplice(position: 1, removed: 1, added: 1)),
  ])
  func anUpdateRecordsExactlyOneSplice(old: [String], new: [String], splice: ListSplice) {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(list(rows(old)))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: list(rows(new)))
    #expect(backend.operations == [.splice(splice, list: 1)])
    #expect(mounted.widget.rowKeys == new)
  }

  @Test func aChangedRowContentIsOneOneForOneSplice() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    var items = rows(["a", "b", "c"])
    let mounted = reconciler.mount(list(items))
    backend.clearOperations()
    items[1].title = "B"
    _ = reconciler.update(mounted, to: list(items))
    #expect(backend.operations == [.splice(ListSplice(position: 1, removed: 1, added: 1), list: 1)])
    #expect(mounted.widget.rowKeys == ["a", "b", "c"])
  }

  @Test func unchangedRowsRecordNothing() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(list(rows(["a", "b"])))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: list(rows(["a", "b"])))
    #expect(backend.operations.isEmpty)
  }

  @Test func aSelectionChangeWithRowChangesSetsThenSplices() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(list(rows(["a", "b"]), selection: "a"))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: list(rows(["a", "b", "c"]), selection: "c"))
    #expect(backend.operations == [
      .set(.selectedKey, .string("c"), id: 1),
      .splice(ListSplice(position: 2, removed: 0, added: 1), list: 1),
    ])
    #expect(mounted.widget.rowKeys == ["a", "b", "c"])
  }

  @Test func successiveUpdatesSpliceAgainstTheLastRows() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(list(rows(["a", "b", "c"])))
    _ = reconciler.update(mounted, to: list(rows(["a", "c"])))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: list(rows(["a", "c", "d"])))
    #expect(backend.operations == [.splice(ListSplice(position: 2, removed: 0, added: 1), list: 1)])
    #expect(mounted.widget.rowKeys == ["a", "c", "d"])
  }

  @Test func rowsMakeTheirViews() {
    let content = ListItems(rows(["a", "b"]), key: \.key, row: { View.label($0.title.uppercased()) })
    #expect(content.count == 2)
    #expect(content.key(at: 1) == "b")
    #expect(content.makeRow(at: 1).properties[.text] == .string("B"))
    #expect(content.isSameRow(at: 0, as: content, at: 0))
    #expect(!content.isSameRow(at: 0, as: content, at: 1))
  }

  /// A list whose choice matters to nobody names neither a selection nor a handler.
  @Test func aListWithoutOnSelectHasNoSelectionHandler() {
    let plain = View.list(ListItems(rows(["a"]), key: \.key, row: { View.label($0.title) }), accessibleLabel: "Rows")
    #expect(plain.handlers[.selectionChanged] == nil)
    #expect(plain.properties[.selectedKey] == nil)
    #expect(list(rows(["a"])).handlers[.selectionChanged] != nil)
  }
}
