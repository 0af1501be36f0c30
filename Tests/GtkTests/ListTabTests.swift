//  ListTabTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// Tab and Shift+Tab leave a list for the next or previous control, as GNOME expects (the arrow keys
/// move between rows), after the focusable widgets of the focused row; GTK 4.8 alone walks Tab through
/// every row. The keys reach the list's key controller as GTK delivers them (run under Xvfb).
@MainActor @Suite
struct ListTabTests {
  func body(withRowButtons: Bool) -> @MainActor (WindowContext<Int, Int, Void>) -> View {
    { _ in
      .window(title: "Tab", width: 300, height: 400) {
        View.vstack {
          View.button("Before") {}.key("before")
          View.scrolled {
            View.list(
              ListItems(Array(0 ..< 500), key: { String($0) }) { row in
                View.hstack {
                  View.label("Row \(row)").expand(horizontal: true)
                  if withRowButtons {
                    View.button("Open \(row)") {}.key("open-\(row)")
                  }
                }
              },
              selection: nil,
              accessibleLabel: "Rows",
              onSelect: { _ in }
            ).key("list")
          }.expand(vertical: true)
          View.button("After") {}.key("after")
        }
      }
    }
  }

  func open(withRowButtons: Bool) -> (any WindowHosting, ManualScheduler) {
    let scheduler = ManualScheduler()
    let app = GtkApp(
      id: "org.immutabledata.ListTabTests",
      provider: StoreProvider(store: Store(initialState: 0, reducer: { state, _ in state }), scheduler: scheduler),
      scene: WindowScene(body: self.body(withRowButtons: withRowButtons))
    )
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    GtkTestSupport.settle(milliseconds: 300) { scheduler.runPending() }
    return (window, scheduler)
  }

  /// Tab (Shift+Tab when `backward`) with the focus in the list: to its key controller, which passes
  /// what it does not take on to the window, as GTK does.
  func tab(backward: Bool = false, in window: any WindowHosting) throws {
    let list = try #require(GtkTestSupport.widget("list", in: window))
    let root = try #require(window.root?.widget)
    let focus = self.focus(of: window)
    if focus == nil || !self.isInList(focus, window) || cgtk_list_emit_tab(list, backward ? 1 : 0) == 0 {
      cgtk_window_move_focus(root, backward ? 1 : 0)
    }
    GtkTestSupport.settle(milliseconds: 50)
  }

  func focus(of window: any WindowHosting) -> GtkWidgetPointer? {
    window.root.flatMap { cgtk_window_get_focus($0.widget) }
  }

  func isInList(_ widget: GtkWidgetPointer?, _ window: any WindowHosting) -> Bool {
    guard let widget, let list = GtkTestSupport.widget("list", in: window) else { return false }
    return gtk_widget_is_ancestor(widget, list) != 0
  }

  @Test func tabLeavesTheListAndShiftTabComesBack() throws {
    let (window, _) = self.open(withRowButtons: false)
    defer { window.close() }
    let list = try #require(GtkTestSupport.widget("list", in: window))
    cgtk_widget_grab_focus(list)
    GtkTestSupport.settle(milliseconds: 50)
    #expect(self.isInList(self.focus(of: window), window))
    try self.tab(in: window)
    #expect(self.focus(of: window) == GtkTestSupport.widget("after", in: window))
    try self.tab(backward: true, in: window)
    #expect(self.isInList(self.focus(of: window), window), "Shift+Tab from After enters the list again")
    try self.tab(backward: true, in: window)
    #expect(self.focus(of: window) == GtkTestSupport.widget("before", in: window))
  }

  @Test func tabVisitsTheFocusedRowsButtonFirst() throws {
    let (window, _) = self.open(withRowButtons: true)
    defer { window.close() }
    let list = try #require(GtkTestSupport.widget("list", in: window))
    cgtk_widget_grab_focus(list)
    GtkTestSupport.settle(milliseconds: 100)
    #expect(self.isInList(self.focus(of: window), window))
    try self.tab(in: window)
    let button = try #require(self.focus(of: window))
    #expect(self.isInList(button, window))
    #expect(String(cString: gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(button)))) == "Open 0")
    try self.tab(in: window)
    #expect(self.focus(of: window) == GtkTestSupport.widget("after", in: window))
  }
}
}
