//  ListBinding.swift

import CGtk
import DeclarativeViews

/// Keeps a GtkListView, GtkGridView or GtkColumnView in step with a view's rows.
///
/// The model is a GtkStringList of row keys; a render applies one `ListSplice` to it, which GTK
/// reports as one `items_changed`, so only the changed rows' widgets are rebound. Widgets exist only
/// for visible rows: the factory binds a recycled `RowHost` to the row view of its position (a column
/// view has one factory per column, binding the cell views of `TableContent`).
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
  private unowned let backend: GtkBackend

  /// Splices applied to the model (each is one `items_changed`).
  private(set) var spliceCount = 0
  /// Rows whose widgets were rendered for a new item since the list was made.
  private(set) var bindCount = 0
  /// GTK "bind" emissions. GTK 4.8 re-emits bind for every visible row after a change; rows whose
  /// item did not change are skipped, so only `bindCount` rows do any work.
  private(set) var bindSignalCount = 0
  /// Keys of the rows that have a widget now (the visible ones and a few around them).
  private(set) var boundKeys: Set<String> = []

  init(style: Style = .list, handlers: HandlerTable, backend: GtkBackend) {
    self.backend = backend
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
    cgtk_string_list_key(self.strings, UInt32(position)).map { String(cString: $0) }
  }

  func update(to rows: any ListContent, splice: ListSplice?) {
    self.rows = rows
    if let splice {
      var additions = (splice.position ..< splice.position + splice.added).map { strdup(rows.key(at: $0)) }
      additions.append(nil)
      Signal.withBlocked(self.selection, self.selectionHandler) {
        additions.withUnsafeBufferPointer { buffer in
          buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { pointer in
            cgtk_string_list_splice(self.strings, UInt32(splice.position), UInt32(splice.removed), pointer)
          }
        }
      }
      for addition in additions { free(addition) }
      self.spliceCount += 1
      self.applySelection()
    }
    if let key = self.pendingScroll {
      self.pendingScroll = nil
      self.scroll(to: key)
    }
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
    Signal.connectPointer(factory, "unbind") { [weak self] item in
      guard let self, let key = cgtk_list_item_key(item).map({ String(cString: $0) }) else { return }
      self.boundKeys.remove(key)
    }
  }

  private func bind(_ item: UnsafeMutableRawPointer, column: String?) {
    guard let rows, let child = cgtk_list_item_get_child(item), let host = WidgetExtras.of(child).rowHost else { return }
    let position = Int(cgtk_list_item_position(item))
    guard position < rows.count else { return }
    self.bindSignalCount += 1
    self.boundKeys.insert(rows.key(at: position))
    guard !host.isShowing(rows, at: position) else { return }
    self.bindCount += 1
    if let column, let table = rows as? any TableContent {
      host.show(rows, at: position, view: table.makeCell(at: position, column: column), reconciler: self.backend.reconciler)
    } else {
      host.show(rows, at: position, view: rows.makeRow(at: position), reconciler: self.backend.reconciler)
    }
  }
}
