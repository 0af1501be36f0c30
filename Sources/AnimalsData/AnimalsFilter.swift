//  AnimalsFilter.swift

/// Which actions may change what a selection reads, so views skip recomputing on the others.
/// Each filter must say yes to every action that can change its slice: a missed one is a stale view.
public enum AnimalsFilter {
  /// Actions that can change the categories.
  public static func categories() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      switch action {
      case .data(.didFetchCategories(.success)), .data(.didReloadSampleData(.success)): true
      default: false
      }
    }
  }

  /// Actions that can change the animals of `categoryId`: bulk loads, and single-animal results
  /// whose animal is (or was) in that category.
  public static func animals(categoryId: Category.ID?) -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { oldState, action in
      guard let categoryId else { return false }
      switch action {
      case .data(.didFetchAnimals(.success, _)), .data(.didReloadSampleData(.success)):
        return true
      case .data(.didAddAnimal(_, .success(let animal))):
        return animal.categoryId == categoryId
      case .data(.didUpdateAnimal(let animalId, .success(let animal))):
        return animal.categoryId == categoryId || oldState.animals.data[animalId]?.categoryId == categoryId
      case .data(.didDeleteAnimal(let animalId, .success)):
        return oldState.animals.data[animalId]?.categoryId == categoryId
      case .data(.didApplyHistory(let request, .success(let animal))):
        return animal.categoryId == categoryId || oldState.animals.data[request.step.animalId]?.categoryId == categoryId
      case .data(.didConflict(let conflict, _)):
        return conflict.current?.categoryId == categoryId || oldState.animals.data[conflict.animalId]?.categoryId == categoryId
      case .live(.didReceiveChange(let sequenced)):
        switch sequenced.change {
        case .saved(let animal):
          return animal.categoryId == categoryId || oldState.animals.data[animal.animalId]?.categoryId == categoryId
        case .deleted(let animalId):
          return oldState.animals.data[animalId]?.categoryId == categoryId
        case .replacedAll:
          return true
        }
      default:
        return false
      }
    }
  }

  /// Actions that can change one animal.
  public static func animal(id: Animal.ID?) -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      guard let id else { return false }
      switch action {
      case .data(.didFetchAnimals(.success, _)), .data(.didReloadSampleData(.success)):
        return true
      case .data(.didAddAnimal(_, .success(let animal))):
        return animal.animalId == id
      case .data(.didUpdateAnimal(let animalId, .success)), .data(.didDeleteAnimal(let animalId, .success)):
        return animalId == id
      case .data(.didApplyHistory(let request, .success)):
        return request.step.animalId == id
      case .data(.didConflict(let conflict, _)):
        return conflict.animalId == id
      case .live(.didReceiveChange(let sequenced)):
        switch sequenced.change {
        case .saved(let animal): return animal.animalId == id
        case .deleted(let animalId): return animalId == id
        case .replacedAll: return true
        }
      default:
        return false
      }
    }
  }

  /// Actions that can change the status of requests about `id` (an animal id or an add request id).
  public static func requestStatus(id: String?) -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { oldState, action in
      guard let id else { return false }
      switch action {
      case .ui(.didTapAddAnimal(let requestId, _, _, _)), .data(.didAddAnimal(let requestId, _)):
        return requestId == id
      case .ui(.didTapUpdateAnimal(let animalId, _, _, _, _)), .ui(.didConfirmDeleteAnimal(let animalId)), .ui(.didTapRetryConflict(let animalId)),
           .data(.didUpdateAnimal(let animalId, _)), .data(.didDeleteAnimal(let animalId, _)):
        return animalId == id
      case .data(.didReloadSampleData(.success)):
        return true
      case .ui(.didTapUndo):
        return oldState.history.nextUndo?.animalId == id
      case .ui(.didTapRedo):
        return oldState.history.nextRedo?.animalId == id
      case .data(.didApplyHistory(let request, _)):
        return request.step.animalId == id
      case .data(.didConflict(let conflict, _)):
        return conflict.animalId == id
      default:
        return false
      }
    }
  }

  /// Actions that can change what Undo and Redo offer: recorded changes, undos and redos, and fetches
  /// (undo waits for them).
  public static func history() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      switch action {
      case .ui(.didTapUndo), .ui(.didTapRedo), .ui(.didDismissHistoryFailure), .data(.didApplyHistory), .data(.didConflict),
           .data(.didAddAnimal(_, .success)), .data(.didUpdateAnimal(_, .success)), .data(.didDeleteAnimal(_, .success)):
        return true
      case .ui(.didAppear), .ui(.didTapRetry), .ui(.didConfirmReloadSampleData),
           .data(.didFetchCategories), .data(.didFetchAnimals), .data(.didReloadSampleData):
        return true
      case .live(.didConnect), .live(.didReceiveChange), .live(.didReceiveReload):
        // A remote reload forgets the steps; a fetch it starts makes undo wait.
        return true
      default:
        return false
      }
    }
  }

  /// Actions that can change the notice about stored animals that could not be read.
  public static func animalsNotice() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      switch action {
      case .ui(.didDismissAnimalsNotice), .data(.didFetchAnimals(.success, _)), .data(.didReloadSampleData(.success)): true
      default: false
      }
    }
  }

  /// Actions that can change the fetch statuses of categories or animals.
  public static func fetchStatuses() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      switch action {
      case .ui(.didAppear), .ui(.didTapRetry), .ui(.didConfirmReloadSampleData),
           .data(.didFetchCategories), .data(.didFetchAnimals), .data(.didReloadSampleData),
           .live(.didConnect), .live(.didReceiveChange), .live(.didReceiveReload):
        true
      default:
        false
      }
    }
  }

  /// Actions that can change the refused changes waiting for Retry or Discard.
  public static func conflicts() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { oldState, action in
      switch action {
      case .data(.didConflict), .ui(.didTapRetryConflict), .ui(.didTapDiscardConflict), .data(.didReloadSampleData(.success)):
        return true
      case .live(.didReceiveChange(let sequenced)):
        return sequenced.change == .replacedAll
      case .ui(.didTapUpdateAnimal(let animalId, _, _, _, _)), .ui(.didConfirmDeleteAnimal(let animalId)),
           .data(.didUpdateAnimal(let animalId, .success)), .data(.didDeleteAnimal(let animalId, .success)):
        return oldState.animals.conflicts[animalId] != nil
      default:
        return false
      }
    }
  }

  /// Actions that can change the live channel's connection state.
  public static func liveConnection() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      switch action {
      case .live(.didStartConnecting), .live(.didConnect), .live(.didDisconnect): true
      default: false
      }
    }
  }
}
