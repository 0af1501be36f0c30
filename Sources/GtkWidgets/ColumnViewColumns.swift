//  ColumnViewColumns.swift

import CGtk
import DeclarativeViews

/// The columns of a GtkColumnView and its sort order.
///
/// Rows stay in the order the view gives them (the same string-list model as a list view): a click on a
/// column header only reports the new `TableSort`, and the app passes rows sorted that way. The order
/// set by the program is shown with the sorter's handler blocked, so it never echoes back.
@MainActor final class ColumnViewColumns {
  private let binding: ListBinding
  private var columns: [(column: TableColumn, pointer: UnsafeMutableRawPointer)] = []
  private var sortHandler: gulong = 0
  private var desiredSort: (column: String?, ascending: Bool) = (nil, true)

  init(binding: ListBinding, handlers: HandlerTable) {
    self.binding = binding
    let sorter = cgtk_column_view_sorter(binding.listView)!
    self.sortHandler = Signal.connectUInt(sorter, "changed") { [weak self] _ in
      guard let self else { return }
      handlers.fire(.sortChanged, sort: self.currentSort)
    }
  }

  /// The order the column view shows now.
  var currentSort: TableSort? {
    var ascending: gboolean = 1
    let index = Int(cgtk_column_view_primary_sort(self.binding.listView, &ascending))
    guard index > 0, index <= self.columns.count else { return nil }
    return TableSort(column: self.columns[index - 1].column.id, ascending: ascending != 0)
  }

  /// Rebuilds the columns when they changed (rare: columns are usually fixed), then shows the sort order again.
  func update(to columns: [TableColumn]) {
    guard columns != self.columns.map(\.column) else { return }
    Signal.withBlocked(cgtk_column_view_sorter(self.binding.listView)!, self.sortHandler) {
      for (_, pointer) in self.columns {
        cgtk_column_view_remove(self.binding.listView, pointer)
      }
      self.columns = columns.enumerated().map { index, column in
        let factory = ListBinding.makeFactory()
        self.binding.connect(factory: factory, cell: column.id)
        let pointer = cgtk_column_view_append(
          self.binding.listView, column.title, factory, UInt32(index + 1), column.isSortable ? 1 : 0, column.expands ? 1 : 0
        )!
        return (column, pointer)
      }
    }
    self.applySort()
  }

  func setSortColumn(_ column: String?) {
    self.desiredSort.column = column
    self.applySort()
  }

  func setSortAscending(_ ascending: Bool) {
    self.desiredSort.ascending = ascending
    self.applySort()
  }

  private func applySort() {
    let wanted = self.desiredSort.column.map { TableSort(column: $0, ascending: self.desiredSort.ascending) }
    guard wanted != self.currentSort else { return }
    let pointer = wanted.flatMap { wanted in self.columns.first { $0.column.id == wanted.column }?.pointer }
    Signal.withBlocked(cgtk_column_view_sorter(self.binding.listView)!, self.sortHandler) {
      cgtk_column_view_sort_by(self.binding.listView, pointer, (wanted?.ascending ?? true) ? 1 : 0)
    }
  }
}
