//  CollectionKindsTests.swift
//  Grid and column views ride on the list's model: one changed row of 100,000 is one splice of one
//  row and nothing else; the sort order and columns are plain properties, set only when they change.

import DeclarativeViews
import Testing

private struct Quake : Equatable {
  var id: Int
  var place: String
  var magnitude: Double
}

@MainActor private func table(_ quakes: [Quake], sort: TableSort?, onSort: @escaping @MainActor (TableSort?) -> Void = { _ in }) -> View {
  View.columnView(
    TableItems(quakes, key: { String($0.id) }, cell: { quake, column in
      View.label(column == "place" ? quake.place : String(quake.magnitude))
    }),
    columns: [TableColumn("place", title: "Place", expands: true), TableColumn("magnitude", title: "Magnitude")],
    sort: sort,
    selection: nil,
    accessibleLabel: "Quakes",
    onSelect: .run { _ in },
    onSort: .run(onSort)
  )
}

private let manyQuakes = (0 ..< 100_000).map { Quake(id: $0, place: "Place \($0)", magnitude: Double($0 % 90) / 10) }

@MainActor @Suite("Collection kinds")
struct CollectionKindsTests {
  @Test func oneChangedRowOfAHundredThousandIsOneSpliceOfOneRow() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(table(manyQuakes, sort: nil))
    #expect(mounted.widget.rowKeys.count == 100_000)
    var changed = manyQuakes
    changed[54_321].magnitude = 9.9
    backend.clearOperations()
    _ = reconciler.update(mounted, to: table(changed, sort: nil))
    #expect(backend.operations == [.splice(ListSplice(position: 54_321, removed: 1, added: 1), list: 1)])
    #expect(mounted.widget.rowKeys.count == 100_000)
  }

  @Test func anInsertedRowIsOneSpliceAddingOneRow() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(table(manyQuakes, sort: nil))
    var changed = manyQuakes
    changed.insert(Quake(id: -1, place: "New", magnitude: 1), at: 10)
    backend.clearOperations()
    _ = reconciler.update(mounted, to: table(changed, sort: nil))
    #expect(backend.operations == [.splice(ListSplice(position: 10, removed: 0, added: 1), list: 1)])
    #expect(mounted.widget.rowKeys[10] == "-1")
  }

  @Test func cellsComeFromTheirColumn() {
    let rows = TableItems([Quake(id: 7, place: "Lima", magnitude: 4.5)], key: { String($0.id) }, cell: { quake, column in
      View.label(column == "place" ? quake.place : String(quake.magnitude))
    })
    #expect(rows.makeCell(at: 0, column: "place").properties[.text] == .string("Lima"))
    #expect(rows.makeCell(at: 0, column: "magnitude").properties[.text] == .string("4.5"))
    #expect(rows.key(at: 0) == "7")
  }

  @Test func aNewSortOrderSetsOnlyTheSortProperties() {
    let quakes = Array(manyQuakes.prefix(3))
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(table(quakes, sort: TableSort(column: "place")))
    #expect(mounted.widget.properties[.columns] == .columns([
      TableColumn("place", title: "Place", expands: true), TableColumn("magnitude", title: "Magnitude"),
    ]))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: table(quakes, sort: TableSort(column: "magnitude", ascending: false)))
    #expect(backend.operations == [
      .set(.sortColumn, .string("magnitude"), id: 1),
      .set(.sortAscending, .bool(false), id: 1),
    ])
  }

  @Test func aHeaderClickReachesTheSortHandler() {
    var sorts: [TableSort?] = []
    let mounted = Reconciler(backend: RecordingBackend()).mount(table([], sort: nil) { sorts.append($0) })
    mounted.widget.handlers.fire(.sortChanged, sort: TableSort(column: "place", ascending: false))
    mounted.widget.handlers.fire(.sortChanged, sort: nil)
    #expect(sorts == [TableSort(column: "place", ascending: false), nil])
  }

  @Test func aGridViewIsAListOfTiles() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    func grid(_ names: [String]) -> View {
      View.gridView(ListItems(names, key: { $0 }, row: { View.label($0) }), selection: nil, accessibleLabel: "Icons", onSelect: .run { _ in })
    }
    let mounted = reconciler.mount(grid(["a", "b", "c"]))
    #expect(mounted.widget.kind == .gridView)
    backend.clearOperations()
    _ = reconciler.update(mounted, to: grid(["a", "x", "c"]))
    #expect(backend.operations == [.splice(ListSplice(position: 1, removed: 1, added: 1), list: 1)])
  }
}
