//  HandlerInputTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// Handlers made as data (`context.send { … }`, `context.set(\.…)`) are equal render after render when
/// they would do the same: a component given one keeps its body; one whose handler would now send
/// another action runs again. The controls deliver what they send to the store or the local state.
@MainActor @Suite
struct HandlerInputTests {
  struct Marks : Sendable, Equatable {
    var marked: [String : Bool] = [:]
  }

  enum Mark : Sendable, Equatable {
    case set(String, Bool)
  }

  struct Local {
    var title = "T"
    var query = ""
  }

  @MainActor final class Log {
    static var bodies: [String] = []
  }

  /// A switch whose handler is an input.
  struct Switch : Component, Equatable {
    typealias State = Marks
    typealias Action = Mark
    typealias Local = HandlerInputTests.Local
    let name: String
    let onToggle: ValueHandler<Bool>
    func body(_ context: Context) -> View {
      Log.bodies.append(self.name)
      return View.toggle(isOn: false, accessibleLabel: self.name, onToggle: self.onToggle).name(self.name)
    }
  }

  /// An entry whose handler sets local state.
  struct Query : Component, Equatable {
    typealias State = Marks
    typealias Action = Mark
    typealias Local = HandlerInputTests.Local
    let onChange: ValueHandler<String>
    func body(_ context: Context) -> View {
      Log.bodies.append("query")
      return View.entry(text: "", accessibleLabel: "Query", onChange: self.onChange).name("query")
    }
  }

  let store = Store<Marks, Mark>(initialState: Marks()) { state, mark in
    var state = state
    switch mark {
    case .set(let name, let isOn): state.marked[name] = isOn
    }
    return state
  }
  let scheduler = ManualScheduler()
  let provider: StoreProvider<Marks, Mark>
  let app: GtkApp<Marks, Mark>

  init() throws {
    let scene = WindowScene<Marks, Mark>(local: { Local() }) { context in
      Log.bodies.append("window")
      let title = context.local.title
      return View.window(title: title) {
        View.vstack {
          View.button("Rename") { context.update { $0.title += "U" } }.name("rename")
          View.label(context.local.query).name("echo")
          Switch(name: "fixed", onToggle: context.send { .set("fixed", $0) })
          Switch(name: "titled", onToggle: context.send { .set(title, $0) })
          Query(onChange: context.set(\.query))
        }
      }
    }
    self.provider = StoreProvider(store: self.store, scheduler: self.scheduler)
    self.app = GtkApp(id: "org.immutabledata.HandlerInputTest", provider: self.provider, scene: scene)
    try #require(self.app.startWithoutApplication())
  }

  private func bodies(after change: () throws -> Void) rethrows -> [String] {
    Log.bodies = []
    try change()
    self.scheduler.runPending()
    return Log.bodies
  }

  @Test func anEqualHandlerKeepsTheComponentsBodyAndAChangedOneRunsIt() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let fixed = try #require(GtkTestSupport.widget("fixed", in: window))
    // The window's body runs (its title changed): "fixed" gets an equal handler and keeps its body and
    // widget; "titled" would now send another action, so its body runs; the entry's setter is equal.
    let ran = self.bodies { GtkTestSupport.click("rename", in: window) }
    #expect(ran == ["window", "titled"])
    #expect(GtkTestSupport.widget("fixed", in: window) == fixed)
  }

  @Test func aSwitchDeliversTheActionItsHandlerMakesFromTheNewState() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.click("rename", in: window)
    self.scheduler.runPending()
    // The handler of the last render: it captured the new title.
    cgtk_switch_set_active(try GtkTestSupport.required(GtkTestSupport.widget("titled", in: window)), 1)
    cgtk_switch_set_active(try GtkTestSupport.required(GtkTestSupport.widget("fixed", in: window)), 1)
    self.scheduler.runPending()
    #expect(self.store.state.marked == ["TU": true, "fixed": true])
  }

  @Test func anEntrySetsTheLocalStateItsSetterNames() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let entry = try #require(GtkTestSupport.widget("query", in: window))
    let ran = self.bodies {
      cgtk_editable_set_text(entry, "lynx")
    }
    #expect(ran == ["window"], "the window read the query; the entry's component got an equal setter")
    #expect(GtkTestSupport.labelText("echo", in: window) == "lynx")
  }
}
}
