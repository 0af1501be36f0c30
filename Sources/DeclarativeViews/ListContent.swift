//  ListContent.swift

/// The rows of a virtualized list, erased over the item type. The backend creates widgets only for
/// visible rows and asks for a row's view when GTK binds it.
@MainActor public protocol ListContent {
  var count: Int { get }
  func key(at index: Int) -> String
  /// Whether row `index` shows the same item as row `otherIndex` of `other` (same key and same content).
  func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool
  func makeRow(at index: Int) -> View
}

/// A list of `Item` values, keyed by `key`, each shown by `row`.
public struct ListItems<Item> : ListContent where Item : Equatable {
  public let items: [Item]
  private let keyOf: (Item) -> String
  private let rowOf: @MainActor (Item) -> View

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
