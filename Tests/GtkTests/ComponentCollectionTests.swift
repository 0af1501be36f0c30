//  ComponentCollectionTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

/// The components of these tests: of their store and local state.
@MainActor protocol CollectionTestComponent : Component
where State == GtkSuite.ComponentCollectionTests.Model, Action == GtkSuite.ComponentCollectionTests.Change,
  Local == GtkSuite.ComponentCollectionTests.Local {}

extension GtkSuite {
/// A `ForEach` of components in a real window: an item runs its body only when its inputs or selections
/// changed, keeps its widget when it moves, drops its selections when it goes, and stands between its
/// siblings in the GTK box; a `ForEach` inside a skipped component keeps its items.
@MainActor @Suite
struct ComponentCollectionTests {
  struct Model : Sendable, Equatable {
    var items = [1, 2, 3]
    var held = [101, 102]
    var texts: [Int : String] = [:]
  }

  enum Change : Sendable {
    case items([Int]), held([Int]), text(Int, String)
  }

  struct Local {
    var title = "T"
    var note = "n"
  }

  @MainActor final class Log {
    static var bodies: [String] = []
  }

  struct Item : CollectionTestComponent, Equatable {
    let id: Int
    func body(_ context: Context) -> View {
      Log.bodies.append("item \(self.id)")
      let id = self.id
      let text = context.select(id: id) { $0.texts[id] ?? "" }
      return View.label("\(id)\(text)").name("item-\(id)")
    }
  }

  struct LocalItem : CollectionTestComponent, Equatable {
    let id: Int
    func body(_ context: Context) -> View {
      Log.bodies.append("local \(self.id)")
      return View.label(context.local.note).name("local-\(self.id)")
    }
  }

  /// Places a `ForEach` of its own; its body reads only `held`.
  struct Holder : CollectionTestComponent, Equatable {
    func body(_ context: Context) -> View {
      Log.bodies.append("holder")
      let held = context.select { $0.held }
      return View.vstack {
        ForEach.components(held, id: \.self) { Item(id: $0) }
      }.name("holder")
    }
  }

  let store = Store<Model, Change>(initialState: Model()) { state, change in
    var state = state
    switch change {
    case .items(let items): state.items = items
    case .held(let held): state.held = held
    case .text(let id, let text): state.texts[id] = text
    }
    return state
  }
  let scheduler = ManualScheduler()
  let provider: StoreProvider<Model, Change>
  let app: GtkApp<Model, Change>

  init() throws {
    let scene = WindowScene<Model, Change>(local: { Local() }) { context in
      Log.bodies.append("window")
      let items = context.select { $0.items }
      return View.window(title: context.local.title) {
        View.vstack {
          View.button("Rename") { context.update { $0.title += "'" } }.name("rename")
          View.button("Note") { context.update { $0.note = "m" } }.name("note")
          ForEach.components(items, id: \.self) { Item(id: $0) }
          View.label("after").name("after")
          ForEach.components([7], id: \.self) { LocalItem(id: $0) }
          Holder()
        }.name("column")
      }
    }
    self.provider = StoreProvider(store: self.store, scheduler: self.scheduler)
    self.app = GtkApp(id: "org.immutabledata.ComponentCollectionTest", provider: self.provider, scene: scene)
    try #require(self.app.startWithoutApplication())
    Log.bodies = []
  }

  private func bodies(after change: () throws -> Void) rethrows -> [String] {
    Log.bodies = []
    try change()
    self.scheduler.runPending()
    return Log.bodies
  }

  /// The texts of the labels in the window's column, in the box's order.
  private func column(in window: any WindowHosting) throws -> [String] {
    let column = try #require(GtkTestSupport.widget("column", in: window))
    var texts: [String] = []
    var child = gtk_widget_get_first_child(column)
    while let widget = child {
      if let text = cgtk_label_get_text(widget) {
        texts.append(String(cString: text))
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return texts
  }

  private func itemWidgets(_ ids: [Int], in window: any WindowHosting) -> [GtkWidgetPointer?] {
    ids.map { GtkTestSupport.widget("item-\($0)", in: window) }
  }

  @Test func aLocalChangeRunsNoUnchangedItem() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(Log.bodies == ["window", "item 1", "item 2", "item 3", "local 7", "holder", "item 101", "item 102"])
    #expect(try self.column(in: window) == ["1", "2", "3", "after", "n"])
    let widgets = self.itemWidgets([1, 2, 3, 101, 102], in: window)
    let subscriptions = self.provider.subscriptions.subscriptionCount
    // The local item reads the local state (any change of it runs it); no other item reads it, and the
    // holder is skipped.
    #expect(self.bodies { GtkTestSupport.click("rename", in: window) } == ["window", "local 7"])
    #expect(self.itemWidgets([1, 2, 3, 101, 102], in: window) == widgets)
    #expect(self.provider.subscriptions.subscriptionCount == subscriptions, "the skipped holder's items keep their selections")
    #expect(try self.column(in: window) == ["1", "2", "3", "after", "n"])
  }

  @Test func anItemWhoseSelectionChangedRunsAlone() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(try self.bodies { try self.store.dispatch(action: .text(2, "b")) } == ["item 2"])
    #expect(GtkTestSupport.labelText("item-2", in: window) == "2b")
    // An item of the holder's ForEach, after a render that skipped the holder.
    GtkTestSupport.click("rename", in: window)
    self.scheduler.runPending()
    #expect(try self.bodies { try self.store.dispatch(action: .text(102, "x")) } == ["item 102"])
    #expect(GtkTestSupport.labelText("item-102", in: window) == "102x")
  }

  @Test func movedItemsKeepTheirWidgetsAndBodies() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let widgets = self.itemWidgets([1, 2, 3], in: window)
    #expect(try self.bodies { try self.store.dispatch(action: .items([3, 1, 2])) } == ["window"])
    #expect(try self.column(in: window) == ["3", "1", "2", "after", "n"])
    #expect(self.itemWidgets([1, 2, 3], in: window) == widgets)
  }

  @Test func aNewItemRunsAndAGoneOneDropsItsSelection() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let subscriptions = self.provider.subscriptions.subscriptionCount
    let kept = self.itemWidgets([1, 3], in: window)
    #expect(try self.bodies { try self.store.dispatch(action: .items([1, 4, 3, 5])) } == ["window", "item 4", "item 5"])
    #expect(try self.column(in: window) == ["1", "4", "3", "5", "after", "n"])
    #expect(self.itemWidgets([1, 3], in: window) == kept)
    #expect(self.provider.subscriptions.subscriptionCount == subscriptions + 1, "2 went, 4 and 5 came")
    #expect(try self.bodies { try self.store.dispatch(action: .text(2, "gone")) } == [], "the gone item no longer listens")
    #expect(try self.bodies { try self.store.dispatch(action: .items([])) } == ["window"])
    #expect(try self.column(in: window) == ["after", "n"])
    #expect(self.provider.subscriptions.subscriptionCount == subscriptions - 3)
  }

  @Test func anItemThatReadsTheLocalStateRunsWhenItChanges() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let ran = self.bodies { GtkTestSupport.click("note", in: window) }
    #expect(ran == ["window", "local 7"])
    #expect(GtkTestSupport.labelText("local-7", in: window) == "m")
  }

  /// `ForEach.components` has a name of its own: `ForEach`'s view-builder closures of one `if` or with a
  /// `let` still compile with AppShell imported (an overload of the initializer took them, and failed).
  @Test func viewBuilderClosuresOfOneIfStillMakeViews() {
    let branches = ForEach([1, 2], id: \.self) { number in
      if number > 1 { View.label("many") } else { View.label("one") }
    }
    let named = ForEach([1, 2], id: \.self) { number in
      let text = "\(number)"
      View.label(text)
    }
    #expect(branches.views.count == 2 && named.views.count == 2)
    #expect(branches.views.map(\.key) == ["1", "2"])
  }

  @Test func theHoldersItemsFollowItsSelection() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(try self.bodies { try self.store.dispatch(action: .held([102, 103])) } == ["holder", "item 103"])
    #expect(GtkTestSupport.labelText("item-103", in: window) == "103")
    #expect(GtkTestSupport.widget("item-101", in: window) == nil)
  }
}
}
