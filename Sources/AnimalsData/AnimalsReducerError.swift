//  AnimalsReducerError.swift

/// Why the reducer refused an action. The store keeps its state and the dispatcher reports the error.
/// The description is for the log; the window shows it as `AnimalsFailure.refused`, in the user's language.
public enum AnimalsReducerError : Error, Hashable, Sendable, Codable, CustomStringConvertible {
  case animalNotFound(animalId: Animal.ID)
  case requestPending(id: String)
  case emptyName
  case unknownCategory(categoryId: Category.ID)
  case fetchInFlight
  case nothingToRetry
  case nothingToUndo
  case nothingToRedo
  case historyRequestPending
  case noConflict(animalId: Animal.ID)
  case cannotRetry(animalId: Animal.ID)

  public var description: String {
    switch self {
    case .animalNotFound(let animalId): "There is no animal with id \"\(animalId)\"."
    case .requestPending(let id): "A request for \"\(id)\" is still pending."
    case .emptyName: "An animal needs a name."
    case .unknownCategory(let categoryId): "There is no category \"\(categoryId)\"."
    case .fetchInFlight: "The data is still loading."
    case .nothingToRetry: "Nothing failed, so there is nothing to retry."
    case .nothingToUndo: "There is nothing to undo."
    case .nothingToRedo: "There is nothing to redo."
    case .historyRequestPending: "An undo or redo is still in progress."
    case .noConflict(let animalId): "No refused change of \"\(animalId)\" is waiting."
    case .cannotRetry: "The animal was deleted: the change cannot be made again."
    }
  }
}
