//  ComponentTests.swift

import AppShell
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A window runs the bodies of only the components whose selections, inputs or read local state
/// changed; the others keep their description and their widgets.
@MainActor @Suite
struct ComponentTests {
  struct Counts : Sendable, Equatable {
    var a = 0
    var b = 0
    var items: [Int] = [1, 2, 3]
  }

  enum Change : Sendable {
    case a, b, items([Int])
  }

  struct Local {
    var note = ""
    var title = "T"
  }

  /// Which bodies ran, in order.
  @MainActor final class Log {
    static var bodies: [String] = []
  }

  struct ShowsA : Component, Equatable {
    typealias State = Counts
    typealias Action = Change
    typealias Local = ComponentTests.Local
    func body(_ context: Context) -> View {
      Log.bodies.append("a")
      return View.label("a \(context.select { $0.a })").name("a")
    }
  }

  struct ShowsB : Component, Equatable {
    typealias State = Counts
    typealias Action = Change
    typealias Local = ComponentTests.Local
    let suffix: String
    func body(_ context: Context) -> View {
      Log.bodies.append("b")
      return View.vstack {
        View.label("b \(context.select { $0.b }) \(self.suffix)").name("b")
        Nested()
      }
    }
  }

  struct Nested : Component, Equatable {
    typealias State = Counts
    typealias Action = Change
    typealias Local = ComponentTests.Local
    func body(_ context: Context) -> View {
      Log.bodies.append("nested")
      let a = context.select { $0.a }
      context.onChange(of: a) { value in context.update { $0.note = "nested saw \(value)" } }
      return View.label("nested \(a)").name("nested")
    }
  }

  struct ReadsLocal : Component, Equatable {
    typealias State = Counts
    typealias Action = Change
    typealias Local = ComponentTests.Local
    func body(_ context: Context) -> View {
      Log.bodies.append("local")
      return View.label(context.local.note).name("note")
    }
  }

  struct Item : Component, Equatable {
    typealias State = Counts
    typealias Action = Change
    typealias Local = ComponentTests.Local
    let id: Int
    func body(_ context: Context) -> View {
      Log.bodies.append("item \(self.id)")
      let id = self.id
      let isFirst = context.select(id: id) { $0.items.first == id }
      return View.label("item \(id)\(isFirst ? " (first)" : "")")
    }
  }

  let store = Store<Counts, Change>(initialState: Counts()) { state, change in
    var state = state
    switch change {
    case .a: state.a += 1
    case .b: state.b += 1
    case .items(let items): state.items = items
    }
    return state
  }
  let scheduler = ManualScheduler()
  let provider: StoreProvider<Counts, Change>
  let app: GtkApp<Counts, Change>

  init() throws {
    let scene = WindowScene<Counts, Change>(local: { Local() }) { context in
      Log.bodies.append("window")
      let items = context.select { $0.items }
      return View.window(title: context.local.title) {
        View.vstack {
          View.button("Rename") { context.update { $0.title = "U" } }.name("rename")
          ShowsA()
          ShowsB(suffix: context.local.title)
          ReadsLocal()
          ForEach(items, id: \.self) { Item(id: $0) }
        }
      }
    }
    self.provider = StoreProvider(store: self.store, scheduler: self.scheduler)
    self.app = GtkApp(id: "org.immutabledata.ComponentTest", provider: self.provider, scene: scene)
    try #require(self.app.startWithoutApplication())
    Log.bodies = []
  }

  private func bodies(after change: () throws -> Void) rethrows -> [String] {
    Log.bodies = []
    try change()
    self.scheduler.runPending()
    return Log.bodies
  }

  @Test func aStoreChangeRunsOnlyTheComponentsThatReadIt() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(Log.bodies == ["window", "a", "b", "nested", "local", "item 1", "item 2", "item 3"])
    let label = try #require(GtkTestSupport.widget("b", in: window))
    // a is read by ShowsA and by Nested (inside ShowsB): ShowsB's body does not run, Nested's does.
    // Nested's onChange then updates the local state: the window's body runs, and ReadsLocal, which read
    // the local state; ShowsB's input (the title) did not change.
    let ranForA = try self.bodies { try self.store.dispatch(action: .a) }
    #expect(ranForA == ["a", "nested", "window", "local"])
    #expect(GtkTestSupport.labelText("a", in: window) == "a 1")
    #expect(GtkTestSupport.labelText("nested", in: window) == "nested 1")
    #expect(GtkTestSupport.labelText("note", in: window) == "nested saw 1")
    #expect(try self.bodies { try self.store.dispatch(action: .b) } == ["b"])
    #expect(GtkTestSupport.labelText("b", in: window) == "b 1 T")
    #expect(GtkTestSupport.widget("b", in: window) == label, "the label kept its widget")
    #expect(window.componentBodyRuns == 7 + 3 + 1)
  }

  @Test func changedInputsRunTheBodyAndEqualOnesDoNot() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(try self.bodies { try self.store.dispatch(action: .items([1, 2, 3])) } == [], "an equal selection output renders nothing")
    #expect(try self.bodies { try self.store.dispatch(action: .items([3, 1, 4])) } == ["window", "item 3", "item 1", "item 4"], "items whose selection changed run (3 and 1 are first or no longer), 2 goes, 4 is new")
    #expect(window.root?.view.children.count == 1)
  }

  @Test func aChangedInputRunsTheComponent() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let ran = self.bodies { GtkTestSupport.click("rename", in: window) }
    #expect(ran == ["window", "b", "local"], "ShowsB's input changed; ShowsA and Nested are left alone")
    #expect(GtkTestSupport.labelText("b", in: window) == "b 0 U")
  }

  @Test func aComponentNoLongerPlacedDropsItsSelections() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let before = self.provider.subscriptions.subscriptionCount
    try self.store.dispatch(action: .items([]))
    self.scheduler.runPending()
    // Each item had a selection of its own.
    #expect(self.provider.subscriptions.subscriptionCount == before - 3)
    try self.store.dispatch(action: .items([7]))
    self.scheduler.runPending()
    #expect(GtkTestSupport.labelText("a", in: window) == "a 0")
  }
}
}
