//  ListContent.swift

/// The rows of a virtualized list, erased over the item type. The backend creates widgets only for
/// visible rows and asks for a row's view when GTK binds it.
@MainActor public protocol ListContent {
  /// The number of rows.
  var count: Int { get }
  /// The key of row `index`: what tells the row's item apart from the others (unique in the list).
  func key(at index: Int) -> String
  /// Whether row `index` shows the same item as row `otherIndex` of `other` (same key and same content).
  func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool
  /// The view of row `index`, made when the row becomes visible or its item changes.
  func makeRow(at index: Int) -> View
}

/// A list of `Item` values, keyed by `key`, each shown by `row`.
public struct ListItems<Item> : ListContent where Item : Equatable {
  /// The items, one a row, in order.
  public let items: [Item]
  private let keyOf: (Item) -> String
  private let rowOf: @MainActor (Item) -> View

  /// Rows of `items`, each told apart by `key(item)` and shown by `row(item)`.
  public init(_ items: [Item], key: @escaping (Item) -> String, row: @escaping @MainActor (Item) -> View) {
    self.items = items
    self.keyOf = key
    self.rowOf = row
  }

  public var count: Int {
    self.items.count
  }

  public func key(at index: Int) -> String {
    self.keyOf(self.items[index])
  }

  public func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool {
    guard let other = other as? ListItems<Item> else { return false }
    return self.items[index] == other.items[otherIndex]
  }

  public func makeRow(at index: Int) -> View {
    self.rowOf(self.items[index])
  }
}
