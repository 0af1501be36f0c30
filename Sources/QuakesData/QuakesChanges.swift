//  QuakesChanges.swift

/// What a cache must do to follow the state: quakes to insert, quakes to replace, ids to delete.
public struct QuakesChanges : Hashable, Sendable {
  public var inserted: [Quake]
  public var updated: [Quake]
  public var deleted: [String]

  public init(inserted: [Quake] = [], updated: [Quake] = [], deleted: [String] = []) {
    self.inserted = inserted
    self.updated = updated
    self.deleted = deleted
  }

  public var isEmpty: Bool {
    self.inserted.isEmpty && self.updated.isEmpty && self.deleted.isEmpty
  }
}

extension QuakesChanges {
  /// The changes from `old` to `new` among the quakes whose ids are `candidates` (the ids an action
  /// touched): O(candidates), not O(all quakes). Sorted by id so a batch is deterministic.
  public static func between(
    _ old: QuakeCollection,
    _ new: QuakeCollection,
    among candidates: some Sequence<String>
  ) -> QuakesChanges {
    var changes = QuakesChanges()
    for quakeId in Set(candidates).sorted() {
      switch (old[quakeId], new[quakeId]) {
      case (nil, let inserted?):
        changes.inserted.append(inserted)
      case (let before?, let after?) where before != after:
        changes.updated.append(after)
      case (_?, nil):
        changes.deleted.append(quakeId)
      default:
        break
      }
    }
    return changes
  }

  /// The changes from `old` to `new` over every quake: O(n), for tests and one-off checks, not per action.
  public static func between(_ old: QuakeCollection, _ new: QuakeCollection) -> QuakesChanges {
    self.between(old, new, among: Array(old.keys) + Array(new.keys))
  }
}
