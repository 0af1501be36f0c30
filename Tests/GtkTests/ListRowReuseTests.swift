//  ListRowReuseTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A render that replaces visible rows keeps their widgets: an unchanged row keeps its very widget, a
/// changed one is patched in place, and GTK hears only about rows added or removed.
@MainActor @Suite
struct ListRowReuseTests {
  struct Item : Hashable, Sendable {
    var id: Int
    var title: String
  }

  enum Action : Sendable {
    case rename(Int, String)
    case insert(Item, at: Int)
  }

  @Sendable nonisolated static func reduce(items: [Item], action: Action) -> [Item] {
    var items = items
    switch action {
    case .rename(let index, let title): items[index].title = title
    case .insert(let item, let index): items.insert(item, at: index)
    }
    return items
  }

  static let all = Selection<[Item], Action, [Item]> { $0 }

  let store = Store(initialState: (0 ..< 1_000).map { Item(id: $0, title: "Item \($0)") }, reducer: Self.reduce)
  let scheduler = ManualScheduler()
  let app: GtkApp<[Item], Action>

  init() {
    self.app = GtkApp(
      id: "org.immutabledata.ListRowReuseTests",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(body: Self.body)
    )
    _ = self.app.startWithoutApplication()
  }

  static func body(_ context: WindowContext<[Item], Action, Void>) -> View {
    .window(title: "Rows", width: 300, height: 400) {
      View.list(
        ListItems(context.select(Self.all), key: { String($0.id) }, row: { item in View.label(item.title) }),
        accessibleLabel: "Items"
      ).name("list")
    }
  }

  func settle() {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  func text(_ widget: GtkWidgetPointer?) -> String? {
    widget.flatMap { cgtk_label_get_text($0) }.map { String(cString: $0) }
  }

  @Test func replacedRowsKeepTheirWidgetsAndUnchangedOnesAreNotTouched() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle()
    let list = try #require(GtkTestSupport.widget("list", in: window))
    let first = try #require(ListInspection.rowWidget(of: list, at: 0))
    let unchanged = try #require(ListInspection.rowWidget(of: list, at: 3))
    // Held, so a widget built anew could not get the address of a destroyed one.
    cgtk_ref(first)
    cgtk_ref(unchanged)
    defer {
      cgtk_unref(first)
      cgtk_unref(unchanged)
    }
    let before = try #require(ListInspection.statistics(of: list))

    // Rows 0 and 6 change: one splice replaces rows 0...6, row 3 among them unchanged.
    try self.store.dispatch(action: .rename(0, "First"))
    try self.store.dispatch(action: .rename(6, "Seventh"))
    self.settle()
    let after = try #require(ListInspection.statistics(of: list))
    #expect(after.spliceCount == before.spliceCount + 1)
    #expect(after.itemsChangedCount == before.itemsChangedCount)
    #expect(after.bindCount - before.bindCount == 2)
    #expect(ListInspection.rowWidget(of: list, at: 3) == unchanged)
    #expect(self.text(unchanged) == "Item 3")
    #expect(ListInspection.rowWidget(of: list, at: 0) == first)
    #expect(self.text(first) == "First")
    #expect(self.text(ListInspection.rowWidget(of: list, at: 6)) == "Seventh")

    // An insertion reaches GTK; the rows after it keep their widgets.
    try self.store.dispatch(action: .insert(Item(id: 1_000, title: "New"), at: 2))
    self.settle()
    let inserted = try #require(ListInspection.statistics(of: list))
    #expect(inserted.itemsChangedCount == after.itemsChangedCount + 1)
    #expect(inserted.rowCount == 1_001)
    #expect(ListInspection.rowWidget(of: list, at: 4) == unchanged)
    #expect(self.text(ListInspection.rowWidget(of: list, at: 2)) == "New")
    #expect(ListInspection.key(of: list, at: 2) == "1000")
  }
}
}
