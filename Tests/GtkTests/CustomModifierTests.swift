//  CustomModifierTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A property or signal the vocabulary does not have, on a widget a builder makes (`gtkModifier`): applied
/// when mounted and when its value changes, not again for an equal one, undone when it goes; a signal it
/// connects sends the app's action.
@MainActor @Suite
struct CustomModifierTests {
  struct Focus : Sendable, Equatable {
    var isFocused = false
  }

  enum FocusAction : Sendable, Equatable {
    case focused(Bool)
  }

  struct Local {
    var limit: Int? = 3
    var title = "T"
  }

  let log = CustomWidgetLog()
  let store = Store<Focus, FocusAction>(initialState: Focus()) { state, action in
    switch action {
    case .focused(let isFocused): Focus(isFocused: isFocused)
    }
  }
  let scheduler = ManualScheduler()
  let app: GtkApp<Focus, FocusAction>

  init() throws {
    let log = self.log
    let scene = WindowScene<Focus, FocusAction>(local: { Local() }) { (context: WindowContext<Focus, FocusAction, Local>) -> View in
      View.window(title: context.local.title) {
        View.vstack {
          Self.entry(limit: context.local.limit, log: log)
          View.button("Focus me") {}.name("button").gtkModifier(FocusReport(onFocus: context.send { .focused($0) }))
          View.button("Limit 5") { context.update { $0.limit = 5 } }.name("limit-5")
          View.button("No limit") { context.update { $0.limit = nil } }.name("no-limit")
          View.button("Retitle") { context.update { $0.title += "!" } }.name("retitle")
        }
      }
    }
    self.app = GtkApp(id: "org.immutabledata.CustomModifierTest", provider: StoreProvider(store: self.store, scheduler: self.scheduler), scene: scene)
    try #require(self.app.startWithoutApplication())
  }

  private static func entry(limit: Int?, log: CustomWidgetLog) -> View {
    let entry = View.entry(text: "", accessibleLabel: "Name", onChange: .run { _ in }).name("name")
    return limit.map { entry.gtkModifier(MaxLength(characters: $0, log: log)) } ?? entry
  }

  private func typed(_ text: String, in window: any WindowHosting) throws -> String {
    let entry = try GtkTestSupport.required(GtkTestSupport.widget("name", in: window))
    cgtk_editable_set_text(entry, text)
    return String(cString: cgtk_editable_get_text(entry))
  }

  private func click(_ name: String, in window: any WindowHosting) {
    GtkTestSupport.click(name, in: window)
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  @Test func aModifierIsAppliedWhenItChangesAndUndoneWhenItGoes() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(try self.typed("abcdefgh", in: window) == "abc")
    self.click("retitle", in: window)
    #expect(self.log.updates == 1, "an equal modifier is not applied again")
    self.click("limit-5", in: window)
    #expect(self.log.updates == 2)
    #expect(try self.typed("abcdefgh", in: window) == "abcde")
    self.click("no-limit", in: window)
    #expect(self.log.dismantles == 1)
    #expect(try self.typed("abcdefgh", in: window) == "abcdefgh")
  }

  @Test func aSignalTheModifierConnectsSendsTheAppsAction() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.settle { self.scheduler.runPending() }
    cgtk_widget_grab_focus(try GtkTestSupport.required(GtkTestSupport.widget("button", in: window)))
    GtkTestSupport.settle { self.scheduler.runPending() }
    #expect(self.store.state.isFocused)
    cgtk_widget_grab_focus(try GtkTestSupport.required(GtkTestSupport.widget("limit-5", in: window)))
    GtkTestSupport.settle { self.scheduler.runPending() }
    #expect(!self.store.state.isFocused)
  }
}
}
