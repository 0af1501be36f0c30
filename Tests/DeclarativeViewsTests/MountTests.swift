//  MountTests.swift
//  Mounting a description creates each widget, sets its properties in `Property` declaration order,
//  mounts its children depth first and inserts each one after it is complete.

@testable import DeclarativeViews
import Testing

@MainActor @Suite("Mount")
struct MountTests {
  @Test func mountingATreeRecordsCreateSetInsertInOrder() throws {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let view = View(
      .box,
      properties: [.spacing: .int(4), .vertical: .bool(true)],
      children: [
        View.label("a").cssClasses(["x"]),
        View(.box, children: [View.button("b", action: {})]),
      ]
    )
    let mounted = reconciler.mount(view)
    #expect(backend.operations == [
      .create(.box, id: 1),
      .set(.vertical, .bool(true), id: 1),
      .set(.spacing, .int(4), id: 1),
      .create(.label, id: 2),
      .set(.text, .string("a"), id: 2),
      .set(.cssClasses, .strings(["x"]), id: 2),
      .insert(child: 2, parent: 1, index: 0),
      .create(.box, id: 3),
      .create(.button, id: 4),
      .set(.label, .string("b"), id: 4),
      .insert(child: 4, parent: 3, index: 0),
      .insert(child: 3, parent: 1, index: 1),
    ])
    #expect(mounted.widget.id == 1)
    try #require(mounted.widget.children.map(\.id) == [2, 3])
    #expect(mounted.widget.children[1].children.map(\.id) == [4])
    #expect(mounted.children.map(\.widget.id) == [2, 3])
    #expect(mounted.widget.properties == [.spacing: .int(4), .vertical: .bool(true)])
  }

  /// Every kind with all its properties (together every property there is).
  @Test(arguments: ViewKind.allCases) func propertiesAreSetInDeclarationOrder(kind: ViewKind) {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    var properties: PropertyList = [:]
    let ordered = Property.allCases.enumerated().filter { kind.properties.contains($0.element) }
    for (ordinal, property) in ordered.reversed() {
      properties[property] = .int(ordinal)
    }
    _ = reconciler.mount(View(kind, properties: properties))
    let expected: [WidgetOperation] = [.create(kind, id: 1)] + ordered.map { .set($1, .int($0), id: 1) }
    #expect(backend.operations == expected)
  }

  @Test func propertyOrderIsDeclarationOrder() {
    #expect(Property.allCases.sorted() == Property.allCases)
    #expect(Property.title < Property.subtitle)
    #expect(Property.text < Property.cssClasses)
    #expect(!(Property.slot < Property.title))
  }

  @Test func mountingAListSplicesAllItsRowsIn() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let rows = ListItems(["a", "b", "c"], key: { $0 }, row: { View.label($0) })
    let mounted = reconciler.mount(View(.list, rows: rows))
    #expect(backend.operations == [
      .create(.list, id: 1),
      .splice(ListSplice(position: 0, removed: 0, added: 3), list: 1),
    ])
    #expect(mounted.widget.rowKeys == ["a", "b", "c"])
  }

  @Test func mountingAnEmptyListSplicesNothing() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View(.list, rows: ListItems([String](), key: { $0 }, row: { View.label($0) })))
    #expect(backend.operations == [.create(.list, id: 1)])
    #expect(mounted.widget.rowKeys.isEmpty)
  }

  @Test func findLocatesAMountedViewByName() {
    let reconciler = Reconciler(backend: RecordingBackend())
    let mounted = reconciler.mount(View.vstack {
      View.vstack { View.label("deep").name("deep") }
      View.label("shallow").name("shallow")
    })
    #expect(mounted.find(name: "deep")?.widget.properties[.text] == .string("deep"))
    #expect(mounted.find(name: "shallow")?.widget.id == mounted.widget.children.last?.id)
    #expect(mounted.find(name: "shallow")?.name == "shallow")
    #expect(mounted.find(name: "missing") == nil)
  }

  @Test func twoViewsWithOneNameStopADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let mounted = Reconciler(backend: RecordingBackend()).mount(View.vstack {
          View.label("a").name("twin")
          View.vstack { View.label("b").name("twin") }
        })
        _ = mounted.find(name: "twin")
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("2 views are named “twin”"))
  }
}
