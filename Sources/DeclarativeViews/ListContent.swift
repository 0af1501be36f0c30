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
  /// How many rows, from the first, are the same in `other`, up to `limit`. By default `isSameRow` row
  /// by row; a content can answer with one cast of `other` (a list of 100,000 rows diffs on every render).
  func sameRowsFromStart(as other: any ListContent, limit: Int) -> Int
  /// How many rows, from the last, are the same in `other`, up to `limit` (see `sameRowsFromStart`).
  func sameRowsFromEnd(as other: any ListContent, limit: Int) -> Int
}

extension ListContent {
  public func sameRowsFromStart(as other: any ListContent, limit: Int) -> Int {
    var same = 0
    while same < limit && self.isSameRow(at: same, as: other, at: same) {
      same += 1
    }
    return same
  }

  public func sameRowsFromEnd(as other: any ListContent, limit: Int) -> Int {
    var same = 0
    while same < limit && self.isSameRow(at: self.count - 1 - same, as: other, at: other.count - 1 - same) {
      same += 1
    }
    return same
  }
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

  public func sameRowsFromStart(as other: any ListContent, limit: Int) -> Int {
    guard let other = other as? ListItems<Item> else { return 0 }
    var same = 0
    while same < limit && self.items[same] == other.items[same] {
      same += 1
    }
    return same
  }

  public func sameRowsFromEnd(as other: any ListContent, limit: Int) -> Int {
    guard let other = other as? ListItems<Item> else { return 0 }
    let (last, otherLast) = (self.items.count - 1, other.items.count - 1)
    var same = 0
    while same < limit && self.items[last - same] == other.items[otherLast - same] {
      same += 1
    }
    return same
  }
}
