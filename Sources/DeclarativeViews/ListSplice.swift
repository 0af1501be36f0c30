//  ListSplice.swift

/// One `items_changed(position, removed, added)` that turns an old list of rows into a new one.
public struct ListSplice : Hashable, Sendable {
  /// The index of the first row that changed.
  public var position: Int
  /// How many old rows from `position` on are removed.
  public var removed: Int
  /// How many new rows take their place.
  public var added: Int

  /// A splice that replaces `removed` rows at `position` by `added` new ones.
  public init(position: Int, removed: Int, added: Int) {
    self.position = position
    self.removed = removed
    self.added = added
  }
}

extension ListSplice {
  /// The smallest single splice from `old` to `new`: rows equal in a common prefix and suffix stay,
  /// the rest is replaced. One changed row gives `(i, 1, 1)`, one insertion `(i, 0, 1)`.
  /// Linear in the number of rows; `nil` when nothing changed.
  @MainActor public static func between(_ old: (any ListContent)?, _ new: any ListContent) -> ListSplice? {
    guard let old else {
      return new.count == 0 ? nil : ListSplice(position: 0, removed: 0, added: new.count)
    }
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter && new.isSameRow(at: prefix, as: old, at: prefix) {
      prefix += 1
    }
    if prefix == old.count && prefix == new.count {
      return nil
    }
    var suffix = 0
    while suffix < shorter - prefix
      && new.isSameRow(at: new.count - 1 - suffix, as: old, at: old.count - 1 - suffix) {
      suffix += 1
    }
    return ListSplice(position: prefix, removed: old.count - prefix - suffix, added: new.count - prefix - suffix)
  }
}
