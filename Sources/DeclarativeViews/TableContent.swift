//  TableContent.swift

/// The rows of a column view: a list whose rows also have one cell view per column.
@MainActor public protocol TableContent : ListContent {
  /// The view of the cell of row `index` in the column identified by `column`.
  func makeCell(at index: Int, column: String) -> View
}

/// Rows of `Item` values for a column view, keyed by `key`; `cell` shows one item in one column.
public struct TableItems<Item> : TableContent where Item : Equatable {
  private let list: ListItems<Item>
  private let cellOf: @MainActor (Item, String) -> View

  /// Rows of `items`: `key` identifies an item across renders, `cell` makes the view of one item in one column.
  public init(_ items: [Item], key: @escaping (Item) -> String, cell: @escaping @MainActor (Item, String) -> View) {
    self.list = ListItems(items, key: key, row: { _ in View(.box) })
    self.cellOf = cell
  }

  /// The items, in row order.
  public var items: [Item] {
    self.list.items
  }

  /// The number of rows.
  public var count: Int {
    self.list.count
  }

  /// The key of row `index`.
  public func key(at index: Int) -> String {
    self.list.key(at: index)
  }

  /// Whether row `index` shows the same item as row `otherIndex` of `other`.
  public func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool {
    guard let other = other as? TableItems<Item> else { return false }
    return self.list.isSameRow(at: index, as: other.list, at: otherIndex)
  }

  /// An empty box: a column view asks for cells (`makeCell(at:column:)`), never for whole rows.
  public func makeRow(at index: Int) -> View {
    View(.box)
  }

  /// The view of the cell of row `index` in the column `column`.
  public func makeCell(at index: Int, column: String) -> View {
    self.cellOf(self.list.items[index], column)
  }
}
