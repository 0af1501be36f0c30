//  CustomWidgetTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A widget the vocabulary does not have, placed with `View.gtk` (`GtkWidgetRepresentable`): it shows the
/// state, sends what the user did as the app's action, is updated only when its description changes and
/// without echoing, replaced by a description of another type, and dismantled when it goes.
@MainActor @Suite
struct CustomWidgetTests {
  struct Titles : Sendable, Equatable {
    var title = "Rex"
    var renames = 0
  }

  enum Rename : Sendable, Equatable {
    case rename(String)
  }

  struct Local {
    var showsInscription = false
    var subtitle = ""
    var showsTitle = true
  }

  let log = CustomWidgetLog()
  let store = Store<Titles, Rename>(initialState: Titles()) { state, action in
    var state = state
    switch action {
    case .rename(let title):
      state.title = title
      state.renames += 1
    }
    return state
  }
  let scheduler = ManualScheduler()
  let app: GtkApp<Titles, Rename>

  init() throws {
    let log = self.log
    let scene = WindowScene<Titles, Rename>(local: { Local() }) { context in
      let title = context.select { $0.title }
      return View.window(title: title + context.local.subtitle) {
        View.vstack {
          // One place in the builder, whose description changes type.
          if context.local.showsTitle {
            Self.titleView(title, showsInscription: context.local.showsInscription, onChange: context.send { .rename($0) }, log: log)
          }
          View.button("Swap") { context.update { $0.showsInscription.toggle() } }.name("swap")
          View.button("Retitle") { context.update { $0.subtitle += "!" } }.name("retitle")
          View.button("Hide") { context.update { $0.showsTitle = false } }.name("hide")
        }
      }
    }
    self.app = GtkApp(id: "org.immutabledata.CustomWidgetTest", provider: StoreProvider(store: self.store, scheduler: self.scheduler), scene: scene)
    try #require(self.app.startWithoutApplication())
  }

  private static func titleView(_ title: String, showsInscription: Bool, onChange: ValueHandler<String>, log: CustomWidgetLog) -> View {
    let view = showsInscription
      ? View.gtk(Inscription(text: title), accessibleLabel: "Title")
      : View.gtk(PasswordField(text: title, onChange: onChange, log: log), accessibleLabel: "Title")
    return view.name("title")
  }

  /// The app's widget: the view's widget itself.
  private func widget(in window: any WindowHosting) throws -> GtkWidgetPointer {
    try GtkTestSupport.required(GtkTestSupport.widget("title", in: window))
  }

  private func typeName(_ widget: GtkWidgetPointer) -> String {
    String(cString: cgtk_type_name(widget))
  }

  @Test func theWidgetShowsTheStateIsNamedAndSendsWhatTheUserDid() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let label = try self.widget(in: window)
    #expect(self.typeName(label) == "GtkPasswordEntry")
    #expect(String(cString: cgtk_editable_get_text(label)) == "Rex")
    #expect(cgtk_accessible_label_is(label, "Title") != 0)
    cgtk_editable_set_text(label, "Lynx")
    self.scheduler.runPending()
    #expect(self.store.state == Titles(title: "Lynx", renames: 1))
    try #expect(self.widget(in: window) == label)
    #expect(self.log.makes == 1)
  }

  @Test func aStateChangeUpdatesTheWidgetWithoutEchoingBack() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let label = try self.widget(in: window)
    try self.store.dispatch(action: .rename("Puma"))
    self.scheduler.runPending()
    #expect(String(cString: cgtk_editable_get_text(label)) == "Puma")
    // The label's notify::text fired while the backend updated it: the program's doing, not sent.
    #expect(self.store.state.renames == 1)
    #expect(self.log.updates == 1 && self.log.makes == 1)
  }

  @Test func anEqualDescriptionLeavesTheWidgetAlone() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.click("retitle", in: window)
    self.scheduler.runPending()
    let root = try GtkTestSupport.required(window.root?.widget)
    #expect(String(cString: cgtk_window_get_title(root)).hasSuffix("!"), "the window rendered again")
    #expect(self.log.updates == 0)
  }

  @Test func aDescriptionOfAnotherTypeReplacesTheWidget() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.click("swap", in: window)
    GtkTestSupport.settle { self.scheduler.runPending() }
    let inscription = try self.widget(in: window)
    #expect(self.typeName(inscription) == "GtkInscription")
    #expect(cgtk_accessible_label_is(inscription, "Title") != 0)
    #expect(self.log.dismantles == 1)
    GtkTestSupport.click("swap", in: window)
    self.scheduler.runPending()
    try #expect(self.typeName(self.widget(in: window)) == "GtkPasswordEntry")
    #expect(self.log.makes == 2)
  }

  @Test func aViewThatLeavesTheDescriptionIsDismantledWithItsWidget() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.click("hide", in: window)
    GtkTestSupport.settle { self.scheduler.runPending() }
    #expect(GtkTestSupport.widget("title", in: window) == nil)
    #expect(self.log.dismantles == 1)
  }

  @Test func closingTheWindowDismantlesTheWidget() throws {
    let window = self.app.openWindow()
    _ = try self.widget(in: window)
    window.close()
    GtkTestSupport.settle()
    #expect(self.log.dismantles == 1)
  }
}
}
