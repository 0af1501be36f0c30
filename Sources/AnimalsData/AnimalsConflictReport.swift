//  AnimalsConflictReport.swift

/// A change of the user's that the store refused because someone else changed the animal first.
public enum ConflictedChange : Hashable, Sendable, Codable {
  /// Saving the editor: the values the user chose.
  case update(name: String, diet: Diet, categoryId: Category.ID)
  /// Confirming a delete.
  case delete
  /// An undo or redo.
  case history(AnimalsHistoryRequest)
}

/// A refused change the window shows until the user retries it over the current values or discards it.
public struct AnimalsConflictReport : Hashable, Sendable, Codable {
  public var conflict: AnimalConflict
  public var change: ConflictedChange
  /// The animal's name as the user knew it when making the change.
  public var animalName: String

  public init(conflict: AnimalConflict, change: ConflictedChange, animalName: String) {
    self.conflict = conflict
    self.change = change
    self.animalName = animalName
  }

  /// Whether Retry can make the change over the current values (an edit of a deleted animal cannot).
  public var canRetry: Bool {
    switch self.change {
    case .update: self.conflict.current != nil
    case .delete: self.conflict.current != nil
    case .history: false
    }
  }

}
