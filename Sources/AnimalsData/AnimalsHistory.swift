//  AnimalsHistory.swift

import ImmutableData

/// One change the user made that Undo can take back: recorded when the store confirmed it.
public enum AnimalsUndoStep : Hashable, Sendable, Codable {
  /// The store added `animal` (undo deletes it, redo restores it with the same id).
  case added(Animal)
  /// The store changed `before` into `after` (undo writes `before` back, redo writes `after`).
  case updated(before: Animal, after: Animal)
  /// The store deleted `animal` (undo restores it with the same id, redo deletes it again).
  case deleted(Animal)

  /// The id of the animal the step is about.
  public var animalId: Animal.ID {
    switch self {
    case .added(let animal), .deleted(let animal): animal.animalId
    case .updated(_, let after): after.animalId
    }
  }
}

/// An undo or redo on its way to the persistent store. Its step is already on the other stack; it goes
/// back if the store fails.
public enum AnimalsHistoryRequest : Hashable, Sendable, Codable {
  case undo(AnimalsUndoStep)
  case redo(AnimalsUndoStep)

  public var step: AnimalsUndoStep {
    switch self {
    case .undo(let step), .redo(let step): step
    }
  }

  /// The animal as the step left it, which the store must still hold for the request to make sense
  /// (nil: the animal must not exist). Anything else means someone else changed it since.
  public var expectedAnimal: Animal? {
    switch self {
    case .undo(.added(let animal)), .redo(.deleted(let animal)): animal
    case .undo(.updated(_, let after)): after
    case .redo(.updated(let before, _)): before
    case .undo(.deleted), .redo(.added): nil
    }
  }

  /// Whether `animal` (as the state holds it) is still what the step left.
  public func matches(_ animal: Animal?) -> Bool {
    switch (self.expectedAnimal, animal) {
    case (nil, nil): true
    case (let expected?, let animal?): animal.hasSameValues(as: expected)
    default: false
    }
  }

  public var direction: HistoryDirection {
    switch self {
    case .undo: .undo
    case .redo: .redo
    }
  }

  /// What the persistent store must do to carry out the request.
  public var operation: AnimalsHistoryOperation {
    switch self {
    case .undo(.added(let animal)): .delete(animalId: animal.animalId)
    case .undo(.updated(let before, _)): .update(before)
    case .undo(.deleted(let animal)): .restore(animal)
    case .redo(.added(let animal)): .restore(animal)
    case .redo(.updated(_, let after)): .update(after)
    case .redo(.deleted(let animal)): .delete(animalId: animal.animalId)
    }
  }
}

/// A store operation of an undo or redo.
public enum AnimalsHistoryOperation : Hashable, Sendable {
  case delete(animalId: Animal.ID)
  /// Inserts the animal with its own id (an error if the id is taken).
  case restore(Animal)
  /// Writes the animal's name, diet and category over the stored animal of its id.
  case update(Animal)

  public var animalId: Animal.ID {
    switch self {
    case .delete(let animalId): animalId
    case .restore(let animal), .update(let animal): animal.animalId
    }
  }
}

/// What windows read about the history: whether Undo and Redo are possible, and what went wrong last.
public struct AnimalsHistoryStatus : Hashable, Sendable {
  public var canUndo: Bool
  public var canRedo: Bool
  public var isPending: Bool
  public var failure: AnimalsFailure?

  public init(canUndo: Bool = false, canRedo: Bool = false, isPending: Bool = false, failure: AnimalsFailure? = nil) {
    self.canUndo = canUndo
    self.canRedo = canRedo
    self.isPending = isPending
    self.failure = failure
  }
}
