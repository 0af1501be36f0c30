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
    let prefix = new.sameRowsFromStart(as: old, limit: shorter)
    if prefix == old.count && prefix == new.count {
      return nil
    }
    let suffix = new.sameRowsFromEnd(as: old, limit: shorter - prefix)
    return ListSplice(position: prefix, removed: old.count - prefix - suffix, added: new.count - prefix - suffix)
  }
}
