//  ListStaleRowTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A render patches the bound rows on screen at once and the other bound rows when GTK shows them:
/// a row scrolled into view shows its new content in the first frame that paints it.
@MainActor @Suite
struct ListStaleRowTests {
  struct Row : Equatable {
    let index: Int
    let title: String
  }

  @Sendable nonisolated static func reduce(titles: [String], prefix: String) -> [String] {
    titles.indices.map { "\(prefix) \($0)" }
  }

  static let all = Selection<[String], String, [String]> { $0 }

  let store = Store(initialState: (0 ..< 1_000).map { "Item \($0)" }, reducer: Self.reduce)
  let scheduler = ManualScheduler()
  let app: GtkApp<[String], String>
  let window: any WindowHosting

  init() {
    self.app = GtkApp(
      id: "org.immutabledata.ListStaleRowTests",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(body: Self.body)
    )
    _ = self.app.startWithoutApplication()
    self.window = self.app.openWindow()
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  static func body(_ context: WindowContext<[String], String, Void>) -> View {
    .window(title: "Rows", width: 300, height: 400) {
      View.scrolled {
        View.list(
          ListItems(Self.rows(context.select(Self.all)), key: { String($0.index) }, row: { View.label($0.title) }),
          accessibleLabel: "Items"
        ).name("list")
      }
    }
  }

  static func rows(_ titles: [String]) -> [Row] {
    titles.enumerated().map { Row(index: $0.offset, title: $0.element) }
  }

  func settle() {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  func text(_ widget: GtkWidgetPointer?) -> String? {
    widget.flatMap { cgtk_label_get_text($0) }.map { String(cString: $0) }
  }

  /// Renames every row; returns the list and the last bound row, which is off screen and still stale.
  func renameWithAStaleRow() throws -> (list: GtkWidgetPointer, far: Int) {
    let list = try #require(GtkTestSupport.widget("list", in: self.window))
    let bound = try #require(ListInspection.statistics(of: list)?.boundKeys).compactMap { Int($0) }
    // GTK binds rows well past the dozen on screen; the last bound one is off screen.
    let far = try #require(bound.max())
    #expect(far > 40)
    let farRow = try #require(ListInspection.rowWidget(of: list, at: far))
    #expect(cgtk_list_row_is_shown(farRow, list) == 0)

    try self.store.dispatch(action: "Renamed")
    self.settle()
    #expect(self.text(ListInspection.rowWidget(of: list, at: 0)) == "Renamed 0")
    // Off screen, the bound row waits: its view is neither built nor patched yet.
    #expect(self.text(ListInspection.rowWidget(of: list, at: far)) == "Item \(far)")
    return (list, far)
  }

  @Test func aRowScrolledIntoViewShowsItsNewContentInTheFirstFrameThatPaintsIt() throws {
    defer { self.window.close() }
    let (list, far) = try self.renameWithAStaleRow()

    // In every frame painted from now on, a row of the list on screen shows its new content.
    var paintedFar = 0
    var staleShown: [String] = []
    let clock = try #require(cgtk_widget_get_frame_clock(list))
    let handler = Signal.connect(clock, "paint") {
      for position in max(0, far - 30) ... far {
        guard let row = ListInspection.rowWidget(of: list, at: position), cgtk_list_row_is_shown(row, list) != 0 else { continue }
        let text = self.text(row)
        if text != "Renamed \(position)" { staleShown.append(text ?? "nil") }
        if position == far { paintedFar += 1 }
      }
    }
    defer { cgtk_disconnect(clock, handler) }
    let adjustment = try #require(cgtk_scrollable_vadjustment(list))
    let rowHeight = cgtk_adjustment_get_upper(adjustment) / 1_000
    cgtk_adjustment_set_value(adjustment, rowHeight * Double(far - 3))
    self.settle()
    #expect(paintedFar > 0)
    #expect(staleShown.isEmpty)
    #expect(self.text(ListInspection.rowWidget(of: list, at: far)) == "Renamed \(far)")
  }

  @Test func aStaleRowThatTakesTheKeyboardFocusShowsItsNewContent() throws {
    defer { self.window.close() }
    let (list, far) = try self.renameWithAStaleRow()
    let label = try #require(ListInspection.rowWidget(of: list, at: far))
    // The label's box's parent is GTK's row widget, which takes the focus.
    let row = try #require(cgtk_widget_get_parent(cgtk_widget_get_parent(label)))
    cgtk_widget_grab_focus(row)
    self.settle()
    #expect(self.text(ListInspection.rowWidget(of: list, at: far)) == "Renamed \(far)")
  }

  /// What a screen reader can read of the list: the texts of the rows it is shown (all GTK keeps, on
  /// screen or not, except those hidden from it).
  static func textsReadToScreenReaders(in list: GtkWidgetPointer) -> [String] {
    var texts: [String] = []
    func visit(_ widget: GtkWidgetPointer) {
      guard cgtk_widget_get_visible(widget) != 0, cgtk_accessible_is_hidden(widget) == 0 else { return }
      if let text = cgtk_label_get_text(widget) { texts.append(String(cString: text)) }
      WidgetTree.children(of: widget).forEach(visit)
    }
    visit(list)
    return texts
  }

  @Test func aStaleRowIsHiddenFromScreenReadersUntilItIsShown() throws {
    defer { self.window.close() }
    let (list, far) = try self.renameWithAStaleRow()
    let read = Self.textsReadToScreenReaders(in: list)
    #expect(read.count >= 12, "the rows on screen are read")
    #expect(read.allSatisfy { $0.hasPrefix("Renamed ") }, "stale rows read: \(read.filter { !$0.hasPrefix("Renamed ") })")
    // Scrolled into view, the stale row is patched and read again.
    let adjustment = try #require(cgtk_scrollable_vadjustment(list))
    cgtk_adjustment_set_value(adjustment, cgtk_adjustment_get_upper(adjustment) / 1_000 * Double(far - 3))
    self.settle()
    #expect(Self.textsReadToScreenReaders(in: list).contains("Renamed \(far)"))
    #expect(Self.textsReadToScreenReaders(in: list).allSatisfy { $0.hasPrefix("Renamed ") })
  }
}
}
