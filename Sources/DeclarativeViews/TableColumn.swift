//  TableColumn.swift

/// One column of a column view: an identifier the cells and the sort order refer to, a header title,
/// whether clicking the header sorts by it, and whether it takes the spare width.
public struct TableColumn : Hashable, Sendable {
  /// Identifies the column to `TableContent.makeCell(at:column:)` and in `TableSort`.
  public var id: String
  /// The header's text.
  public var title: String
  /// Whether a click on the header sorts by this column.
  public var isSortable: Bool
  /// Whether the column takes the width the others leave.
  public var expands: Bool

  /// A column identified by `id` with the header `title`.
  public init(_ id: String, title: String, isSortable: Bool = true, expands: Bool = false) {
    self.id = id
    self.title = title
    self.isSortable = isSortable
    self.expands = expands
  }
}

/// A column view's sort order: the column that sorts and the direction. The rows a view passes are
/// already in this order (the app sorts them, usually in a selector); the column view only shows it.
public struct TableSort : Hashable, Sendable {
  /// The id of the column that sorts.
  public var column: String
  /// Whether the smallest value comes first.
  public var ascending: Bool

  /// Sorting by the column identified by `column`.
  public init(column: String, ascending: Bool = true) {
    self.column = column
    self.ascending = ascending
  }
}
