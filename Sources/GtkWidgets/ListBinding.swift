//  ListBinding.swift

import CGtk
import DeclarativeViews

/// Keeps a GtkListView, GtkGridView or GtkColumnView in step with a view's rows.
///
/// The model is a GtkStringList with one placeholder item per row (the rows and their keys live in
/// `rows`). A render applies one `ListSplice`: the rows it replaces one for one keep their model items
/// and their widgets, and the binding patches those widgets itself (a few `set_text`s for a changed row,
/// nothing for an unchanged one); only a change in the number of rows reaches GTK, as one `items_changed`
/// for the difference. GTK 4.8 would otherwise destroy the widget of every replaced visible row and build
/// a new one (most of a render's time when a new query replaces the whole list). Widgets exist only
/// for visible rows: the factory binds a recycled `RowHost` to the row view of its position (a column
/// view has one factory per column, binding the cell views of `TableContent`).
///
/// GTK keeps about 200 rows bound around the dozen on screen. A render patches (and builds the row views
/// of) only the bound rows on screen or focused; the others are marked stale and patched when they are
/// shown: after GTK lays the window out in a frame, before it paints (`LayoutWatch`), so a row scrolled
/// into view, or a row that takes the keyboard focus, is patched in the very frame that first shows it.
/// Until then a stale row, like a row GTK unbound, is hidden from screen readers: an AT-SPI client reads
/// every row GTK keeps, on screen or not, and must never read one the list no longer shows.
@MainActor final class ListBinding {
  enum Style {
    case list
    case grid
    case columns
  }

  let listView: GtkWidgetPointer
  let style: Style
  let strings: UnsafeMutableRawPointer
  private let selection: UnsafeMutableRawPointer
  private(set) var rows: (any ListContent)?
  private var selectionHandler: gulong = 0
  private var desiredSelection: String?
  private var pendingScroll: String?
  /// Mounts the row views, their handlers behind the list's gate: they stop when the list's window closes.
  private let rowReconciler: Reconciler<GtkBackend>

  /// Splices applied by renders (each at most one `items_changed`: none when no row was added or removed).
  private(set) var spliceCount = 0
  /// `items_changed` emissions caused by renders.
  private(set) var itemsChangedCount = 0
  /// Rows whose widgets were rendered for a new item since the list was made.
  private(set) var bindCount = 0
  /// GTK "bind" emissions. GTK 4.8 re-emits bind for every visible row after a change; rows whose
  /// item did not change are skipped, so only `bindCount` rows do any work.
  private(set) var bindSignalCount = 0
  /// The list items (cells, in a column view) bound now, with their hosts: the visible rows and a few around them.
  private var boundItems: [UnsafeMutableRawPointer : BoundItem] = [:]
  /// Bound items whose row changed while they were off screen: patched when they are shown.
  private var staleItems: Set<UnsafeMutableRawPointer> = []
  private lazy var layoutWatch = LayoutWatch(widget: self.listView) { [weak self] in
    self?.showStaleRowsOnScreen()
  }

  private struct BoundItem {
    let host: RowHost
    /// The column of a column view's cell; nil for a whole row.
    let column: String?
  }

  init(style: Style = .list, handlers: HandlerTable, backend: GtkBackend) {
    self.rowReconciler = Reconciler(backend: backend, gate: handlers.gate)
    self.style = style
    self.strings = cgtk_string_list_new()!
    // The selection model takes ownership of `strings`; the view takes the selection and factory.
    self.selection = cgtk_single_selection_new(self.strings)!
    // The view takes ownership of the factory; a column view has one per column instead.
    let factory = style == .columns ? nil : Self.makeFactory()
    switch style {
    case .list: self.listView = cgtk_list_view_new(self.selection, factory)
    case .grid: self.listView = cgtk_grid_view_new(self.selection, factory)
    case .columns: self.listView = cgtk_column_view_new(self.selection)
    }
    if let factory {
      self.connect(factory: factory, cell: nil)
    }
    cgtk_list_tab_leaves(self.listView)
    self.selectionHandler = Signal.connectPointer(self.selection, "notify::selected") { [weak self] _ in
      guard let self else { return }
      let key = self.selectedKey
      self.desiredSelection = key
      handlers.fire(.selectionChanged, key: key)
    }
    Signal.connectUInt(UnsafeMutableRawPointer(self.listView), "activate") { [weak self] position in
      guard let self, let rows = self.rows, Int(position) < rows.count else { return }
      handlers.fire(.rowActivated, key: rows.key(at: Int(position)))
    }
    // Shown again (a page or window switch): stale rows are patched in its first frame.
    Signal.connect(UnsafeMutableRawPointer(self.listView), "map") { [weak self] in
      guard let self, !self.staleItems.isEmpty else { return }
      _ = self.layoutWatch.watch()
    }
    // Its window's frame clock is watched no longer than the list is in the window.
    Signal.connect(UnsafeMutableRawPointer(self.listView), "unrealize") { [weak self] in
      self?.layoutWatch.stop()
    }
  }

  var count: Int {
    Int(cgtk_list_model_n_items(self.strings))
  }

  var selectedKey: String? {
    let position = cgtk_single_selection_get_selected(self.selection)
    guard position != cgtk_invalid_list_position(), let rows, Int(position) < rows.count else { return nil }
    return rows.key(at: Int(position))
  }

  func key(at position: Int) -> String? {
    guard let rows, position >= 0, position < rows.count else { return nil }
    return rows.key(at: position)
  }

  /// Keys of the rows that have a widget now (the visible ones and a few around them).
  var boundKeys: Set<String> {
    Set(self.boundItems.keys.compactMap { self.key(at: Int(cgtk_list_item_position($0))) })
  }

  /// The widget showing row `position` (its first cell, in a column view), if that row is bound.
  func rowWidget(at position: Int) -> GtkWidgetPointer? {
    self.boundItems.first { Int(cgtk_list_item_position($0.key)) == position }?.value.host.mounted?.widget
  }

  func update(to rows: any ListContent, splice: ListSplice?) {
    self.rows = rows
    if let splice {
      // Rows replaced one for one keep their items (and widgets); only the difference is spliced.
      let replaced = min(splice.removed, splice.added)
      if splice.removed != splice.added {
        self.splicePlaceholders(at: splice.position + replaced, removed: splice.removed - replaced, added: splice.added - replaced)
      }
      self.rebind(splice.position ..< splice.position + replaced)
      self.spliceCount += 1
      self.applySelection()
    }
    if let key = self.pendingScroll {
      self.pendingScroll = nil
      self.scroll(to: key)
    }
  }

  /// Tells GTK that `removed` rows at `position` became `added` rows (one `items_changed`).
  private func splicePlaceholders(at position: Int, removed: Int, added: Int) {
    var additions = [UnsafePointer<CChar>?](repeating: Self.placeholder, count: added)
    additions.append(nil)
    Signal.withBlocked(self.selection, self.selectionHandler) {
      cgtk_string_list_splice(self.strings, UInt32(position), UInt32(removed), additions)
    }
    self.itemsChangedCount += 1
  }

  /// The string of every model item: the model only counts rows.
  private static let placeholder = UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)

  /// Shows the current rows in the bound widgets of `positions`, patching only those whose row changed:
  /// now for the rows on screen (all of them when the list is not shown), when shown for the others.
  private func rebind(_ positions: Range<Int>) {
    guard !positions.isEmpty else { return }
    for (item, bound) in self.boundItems {
      let position = Int(cgtk_list_item_position(item))
      if positions.contains(position) {
        self.showWhenOnScreen(item, bound, at: position)
      }
    }
    if self.staleItems.isEmpty {
      self.layoutWatch.stop()
    }
  }

  /// Shows row `position` in `bound` now if it is on screen or the list is not shown; else marks it stale.
  /// A stale row is hidden from screen readers until it is patched.
  private func showWhenOnScreen(_ item: UnsafeMutableRawPointer, _ bound: BoundItem, at position: Int) {
    if self.layoutWatch.watch() && !self.isOnScreen(bound) {
      let isCurrent = self.rows.map { bound.host.isShowing($0, at: position) } ?? false
      if isCurrent { self.staleItems.remove(item) } else { self.staleItems.insert(item) }
      bound.host.hideFromScreenReaders(!isCurrent)
    } else {
      self.staleItems.remove(item)
      self.show(position, in: bound.host, column: bound.column)
    }
  }

  /// Patches the stale rows GTK has just laid out on screen (or that took the focus), before the frame is painted.
  private func showStaleRowsOnScreen() {
    for item in self.staleItems {
      guard let bound = self.boundItems[item] else {
        self.staleItems.remove(item)
        continue
      }
      if self.isOnScreen(bound) {
        self.staleItems.remove(item)
        self.show(Int(cgtk_list_item_position(item)), in: bound.host, column: bound.column)
      }
    }
    if self.staleItems.isEmpty {
      self.layoutWatch.stop()
    }
  }

  private func isOnScreen(_ bound: BoundItem) -> Bool {
    cgtk_list_row_is_shown(bound.host.box, self.listView) != 0
  }

  func select(_ key: String?) {
    self.desiredSelection = key
    self.applySelection()
  }

  func requestScroll(to key: String?) {
    self.pendingScroll = key
  }

  /// Selects `position` as a user click would, so the selection handler fires (tests use it).
  func selectAsUser(position: Int) {
    cgtk_single_selection_set_selected(self.selection, UInt32(position))
  }

  private func applySelection() {
    let target = self.desiredSelection.flatMap { self.index(of: $0) }.map(UInt32.init) ?? cgtk_invalid_list_position()
    guard cgtk_single_selection_get_selected(self.selection) != target else { return }
    Signal.withBlocked(self.selection, self.selectionHandler) {
      cgtk_single_selection_set_selected(self.selection, target)
    }
  }

  private func scroll(to key: String) {
    guard let index = self.index(of: key) else { return }
    _ = cgtk_list_scroll_to_item(self.listView, UInt32(index))
  }

  private func index(of key: String) -> Int? {
    guard let rows else { return nil }
    for index in 0 ..< rows.count where rows.key(at: index) == key {
      return index
    }
    return nil
  }

  /// A factory whose items hold a `RowHost` (the binding connects its bind and unbind).
  static func makeFactory() -> UnsafeMutableRawPointer {
    let factory = cgtk_signal_factory_new()!
    Signal.connectPointer(factory, "setup") { item in
      let box = cgtk_box_new(1, 0)!
      WidgetExtras.of(box).rowHost = RowHost(box: box)
      cgtk_list_item_set_child(item, box)
    }
    return factory
  }

  /// Binds the items of `factory` to rows, or to the cells of column `cell` of `TableContent` rows.
  func connect(factory: UnsafeMutableRawPointer, cell column: String?) {
    Signal.connectPointer(factory, "bind") { [weak self] item in
      self?.bind(item!, column: column)
    }
    // GTK emits unbind before it reuses or destroys a bound item; teardown covers an item destroyed unbound.
    for signal in ["unbind", "teardown"] {
      Signal.connectPointer(factory, signal) { [weak self] item in
        guard let self, let item else { return }
        // Unbound, a recycled row still holds what it showed last: no screen reader reads it.
        self.boundItems.removeValue(forKey: item)?.host.hideFromScreenReaders(true)
        self.staleItems.remove(item)
      }
    }
  }

  private func bind(_ item: UnsafeMutableRawPointer, column: String?) {
    guard let rows, let child = cgtk_list_item_get_child(item), let host = WidgetExtras.of(child).rowHost else { return }
    let position = Int(cgtk_list_item_position(item))
    guard position < rows.count else { return }
    self.bindSignalCount += 1
    let bound = BoundItem(host: host, column: column)
    self.boundItems[item] = bound
    // GTK rebinds every bound row whose position moved after a change. A host that shows nothing yet is
    // filled now, so GTK measures a real row; one that shows some row keeps its size until it is shown.
    if host.mounted == nil {
      self.staleItems.remove(item)
      self.show(position, in: host, column: column)
    } else {
      self.showWhenOnScreen(item, bound, at: position)
    }
  }

  /// Shows row `position` (or its cell in `column`) in `host`, unless the host shows that very row already;
  /// either way, screen readers see it.
  private func show(_ position: Int, in host: RowHost, column: String?) {
    guard let rows, position < rows.count else { return }
    host.hideFromScreenReaders(false)
    guard !host.isShowing(rows, at: position) else { return }
    self.bindCount += 1
    if let column, let table = rows as? any TableContent {
      host.show(rows, at: position, view: table.makeCell(at: position, column: column), reconciler: self.rowReconciler)
    } else {
      host.show(rows, at: position, view: rows.makeRow(at: position), reconciler: self.rowReconciler)
    }
  }
}
