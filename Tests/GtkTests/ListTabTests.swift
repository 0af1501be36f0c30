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
  enum Kind : CaseIterable, Sendable {
    case list
    case grid
    case table
  }

  static let numbers = Array(0 ..< 500)

  static func row(_ number: Int, withButton: Bool) -> View {
    View.hstack {
      View.label("Row \(number)").expand(horizontal: true)
      if withButton {
        View.button("Open \(number)") {}
      }
    }
  }

  static func collection(_ kind: Kind, withRowButtons: Bool) -> View {
    switch kind {
    case .list:
      let rows = ListItems(Self.numbers, key: { String($0) }, row: { Self.row($0, withButton: withRowButtons) })
      return View.list(rows, selection: nil, accessibleLabel: "Rows", onSelect: .run { _ in })
    case .grid:
      let tiles = ListItems(Self.numbers, key: { String($0) }, row: { Self.row($0, withButton: withRowButtons) })
      return View.gridView(tiles, selection: nil, accessibleLabel: "Tiles", onSelect: .run { _ in })
    case .table:
      let rows = TableItems(Self.numbers, key: { String($0) }, cell: { number, column in
        column == "number" ? Self.row(number, withButton: withRowButtons) : View.label("\(number * 2)")
      })
      let columns = [TableColumn("number", title: "Number", expands: true), TableColumn("double", title: "Double")]
      return View.columnView(rows, columns: columns, sort: nil, selection: nil, accessibleLabel: "Table", onSelect: .run { _ in }, onSort: .run { _ in })
    }
  }

  func body(_ kind: Kind, withRowButtons: Bool) -> @MainActor (WindowContext<Int, Int, Void>) -> View {
    { _ in
      .window(title: "Tab", width: 300, height: 400) {
        View.vstack {
          View.button("Before") {}.name("before")
          View.scrolled {
            Self.collection(kind, withRowButtons: withRowButtons).name("list")
          }.expand(vertical: true)
          View.button("After") {}.name("after")
        }
      }
    }
  }

  func open(_ kind: Kind, withRowButtons: Bool) -> (any WindowHosting, ManualScheduler) {
    let scheduler = ManualScheduler()
    let app = GtkApp(
      id: "org.immutabledata.ListTabTests",
      provider: StoreProvider(store: Store(initialState: 0, reducer: { state, _ in state }), scheduler: scheduler),
      scene: WindowScene(body: self.body(kind, withRowButtons: withRowButtons))
    )
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    GtkTestSupport.settle { scheduler.runPending() }
    return (window, scheduler)
  }

  /// Tab (Shift+Tab when `backward`) with the focus in the list: to its key controller, which passes
  /// what it does not take on to the window, as GTK does.
  func tab(backward: Bool = false, in window: any WindowHosting) throws {
    let list = try #require(GtkTestSupport.widget("list", in: window))
    let root = try #require(window.root?.widget)
    let focus = GtkTestSupport.focus(in: window)
    if focus == nil || !self.isInList(focus, window) || cgtk_list_emit_tab(list, backward ? 1 : 0) == 0 {
      cgtk_window_move_focus(root, backward ? 1 : 0)
    }
    GtkTestSupport.settle()
  }

  func isInList(_ widget: GtkWidgetPointer?, _ window: any WindowHosting) -> Bool {
    GtkTestSupport.isWithin(widget, "list", in: window)
  }

  /// Opens a window of `kind` and gives the list the keyboard focus (its first row takes it).
  func openFocused(_ kind: Kind, withRowButtons: Bool) throws -> any WindowHosting {
    let (window, _) = self.open(kind, withRowButtons: withRowButtons)
    cgtk_widget_grab_focus(try GtkTestSupport.required(GtkTestSupport.widget("list", in: window)))
    GtkTestSupport.settle()
    #expect(self.isInList(GtkTestSupport.focus(in: window), window))
    return window
  }

  @Test(arguments: Kind.allCases)
  func tabLeavesTheListAndShiftTabComesBack(kind: Kind) throws {
    let window = try self.openFocused(kind, withRowButtons: false)
    defer { window.close() }
    try self.tab(in: window)
    #expect(GtkTestSupport.focus(in: window) == GtkTestSupport.widget("after", in: window))
    try self.tab(backward: true, in: window)
    #expect(self.isInList(GtkTestSupport.focus(in: window), window), "Shift+Tab from After enters the list again")
    try self.tab(backward: true, in: window)
    #expect(GtkTestSupport.focus(in: window) == GtkTestSupport.widget("before", in: window))
  }

  @Test(arguments: Kind.allCases)
  func tabVisitsTheFocusedRowsButtonFirst(kind: Kind) throws {
    let window = try self.openFocused(kind, withRowButtons: true)
    defer { window.close() }
    try self.tab(in: window)
    let button = try #require(GtkTestSupport.focus(in: window))
    #expect(self.isInList(button, window))
    #expect(String(cString: gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(button)))) == "Open 0")
    try self.tab(in: window)
    #expect(GtkTestSupport.focus(in: window) == GtkTestSupport.widget("after", in: window))
  }
}
}
