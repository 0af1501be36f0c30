//  InitialFocusTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A new window gives the keyboard focus to its scene's initial-focus view as soon as that view is
/// shown (here a list that appears once its data has loaded), and never takes the focus from where
/// the user put it (run under Xvfb).
@MainActor @Suite
struct InitialFocusTests {
  enum Event : Hashable, Sendable {
    case didLoad
  }

  @Sendable nonisolated static func reduce(loaded: Bool, event: Event) -> Bool {
    true
  }

  static let loaded = Selection<Bool, Event, Bool> { $0 }

  static func body(_ context: WindowContext<Bool, Event, Void>) -> View {
    let loaded = context.select(Self.loaded)
    return .window(title: "Focus", width: 300, height: 300) {
      View.vstack {
        View.button("Add") {}.name("add")
        View.button("Other") {}.name("other")
        if loaded {
          View.scrolled {
            View.list(
              ListItems(["a", "b", "c"], key: { $0 }, row: { View.label($0) }),
              accessibleLabel: "Letters"
            ).name("list")
          }
        } else {
          View.spinner().name("spinner")
        }
      }
    }
  }

  let store = Store(initialState: false, reducer: InitialFocusTests.reduce)
  let scheduler = ManualScheduler()

  func app(initialFocus: String?) -> GtkApp<Bool, Event> {
    let app = GtkApp(
      id: "org.immutabledata.FocusTests",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(initialFocus: initialFocus, body: InitialFocusTests.body)
    )
    _ = app.startWithoutApplication()
    return app
  }

  func settle() {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  @Test func theListTakesTheFocusWhenItAppears() throws {
    let window = self.app(initialFocus: "list").openWindow()
    defer { window.close() }
    self.settle()
    // Until the list is shown, GTK's own choice: the first focusable widget.
    #expect(GtkTestSupport.focus(in: window) == GtkTestSupport.widget("add", in: window))
    try self.store.dispatch(action: .didLoad)
    self.settle()
    // The list, or the row inside it that GTK gives the list's focus to.
    #expect(GtkTestSupport.isWithin(GtkTestSupport.focus(in: window), "list", in: window))
  }

  @Test func theUsersFocusIsNotTakenAway() throws {
    let window = self.app(initialFocus: "list").openWindow()
    defer { window.close() }
    self.settle()
    let other = try #require(GtkTestSupport.widget("other", in: window))
    cgtk_widget_grab_focus(other)
    try self.store.dispatch(action: .didLoad)
    self.settle()
    #expect(GtkTestSupport.focus(in: window) == other)
  }

  @Test func withoutAnInitialFocusGTKsChoiceStays() throws {
    let window = self.app(initialFocus: nil).openWindow()
    defer { window.close() }
    try self.store.dispatch(action: .didLoad)
    self.settle()
    #expect(GtkTestSupport.focus(in: window) == GtkTestSupport.widget("add", in: window))
  }
}
}
