//  View+Collections.swift

extension View {
  /// A virtualized grid of tiles, flowing into as many columns as fit: widgets exist only for visible
  /// tiles and a changed item rebinds only its tile, as in `list`.
  public static func gridView(
    _ tiles: any ListContent,
    selection: String? = nil,
    accessibleLabel: String,
    onSelect: ValueHandler<String?>? = nil,
    onActivate: ValueHandler<String?>? = nil
  ) -> View {
    var view = View.list(tiles, selection: selection, accessibleLabel: accessibleLabel, onSelect: onSelect, onActivate: onActivate)
    view.kind = .gridView
    return view
  }

  /// A virtualized table: `columns` with headers, rows from `rows` (one cell view per column), over the
  /// same model as `list`, so a changed row rebinds only its cells. Clicking a sortable column's header
  /// calls `onSort`; the app then passes the rows in that order and `sort` to show it.
  public static func columnView(
    _ rows: any TableContent,
    columns: [TableColumn],
    sort: TableSort?,
    selection: String? = nil,
    accessibleLabel: String,
    onSelect: ValueHandler<String?>? = nil,
    onSort: ValueHandler<TableSort?>,
    onActivate: ValueHandler<String?>? = nil
  ) -> View {
    precondition(Set(columns.map(\.id)).count == columns.count, "a column view's column ids must differ: \(columns.map(\.id))")
    var view = View.list(rows, selection: selection, accessibleLabel: accessibleLabel, onSelect: onSelect, onActivate: onActivate)
    view.kind = .columnView
    view.properties[.columns] = .columns(columns)
    if let sort {
      view.properties[.sortColumn] = .string(sort.column)
      view.properties[.sortAscending] = .bool(sort.ascending)
    }
    view.handlers[.sortChanged] = .sort(onSort)
    return view
  }
}
