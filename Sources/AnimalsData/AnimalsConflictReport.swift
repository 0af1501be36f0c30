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

  /// What the window says: who did what, what the animal is now, what the user wanted.
  public func message(categoryName: (Category.ID) -> String) -> String {
    let animalName = self.animalName
    guard let current = self.conflict.current else {
      return "Someone else deleted \"\(animalName)\" before your change was saved."
    }
    let now = "\"\(current.name)\", \(current.diet.rawValue), in \(categoryName(current.categoryId))"
    switch self.change {
    case .update(let name, let diet, let categoryId):
      return "Someone else changed \"\(animalName)\" before your change was saved. It is now \(now); "
        + "yours was \"\(name)\", \(diet.rawValue), in \(categoryName(categoryId))."
    case .delete:
      return "Someone else changed \"\(animalName)\" before you deleted it. It is now \(now)."
    case .history:
      return "Someone else changed \"\(animalName)\" meanwhile. It is now \(now)."
    }
  }
}
