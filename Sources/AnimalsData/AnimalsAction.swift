//  AnimalsAction.swift

/// Everything that can happen to the Animals state: what the user did (`ui`), what the persistent
/// store answered (`data`) and what the live channel of a server reported (`live`). Codable and Hashable so actions can be recorded and replayed.
public enum AnimalsAction : Hashable, Sendable, Codable {
  case ui(UserAction)
  case data(DataAction)
  case live(LiveAction)
}

/// What the user did. These say what happened, not what to do about it.
public enum UserAction : Hashable, Sendable, Codable {
  /// A window appeared: load the categories and animals unless they are loaded or loading.
  case didAppear
  /// The user asked to try a failed fetch again.
  case didTapRetry
  /// The user confirmed "Yes, reload sample data".
  case didConfirmReloadSampleData
  /// The user saved a new animal in the editor. `requestId` names the request until the store gives the animal an id.
  case didTapAddAnimal(requestId: String, name: String, diet: Diet, categoryId: Category.ID)
  /// The user saved changes to an animal in the editor. `version` is the version the editor opened on
  /// (nil in logs recorded before versions: the version in the state then).
  case didTapUpdateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID, version: Int? = nil)
  /// The user confirmed "Yes, delete <name>".
  case didConfirmDeleteAnimal(animalId: Animal.ID)
  /// Undo (button, menu or Ctrl+Z): take back the latest recorded change.
  case didTapUndo
  /// Redo (button, menu or Shift+Ctrl+Z): make the latest undone change again.
  case didTapRedo
  /// The user dismissed the message of a failed undo or redo.
  case didDismissHistoryFailure
  /// The user dismissed the notice about stored animals that could not be read.
  case didDismissAnimalsNotice
  /// The user asked to make a refused change again, over the animal's current values.
  case didTapRetryConflict(animalId: Animal.ID)
  /// The user gave up a refused change and keeps the animal as someone else left it.
  case didTapDiscardConflict(animalId: Animal.ID)
}

/// What the persistent store answered.
public enum DataAction : Hashable, Sendable, Codable {
  case didFetchCategories(Outcome<[Category]>)
  /// `notice` names the stored animals the store could not read and skipped (nil if none; absent in
  /// logs recorded before it existed).
  case didFetchAnimals(Outcome<[Animal]>, notice: UnreadableAnimalsNotice? = nil)
  case didReloadSampleData(Outcome<AnimalsSnapshot>)
  case didAddAnimal(requestId: String, Outcome<Animal>)
  case didUpdateAnimal(animalId: Animal.ID, Outcome<Animal>)
  case didDeleteAnimal(animalId: Animal.ID, Outcome<Animal>)
  /// The store carried out (or failed) an undo or redo; success holds the animal as the operation
  /// left it (for a delete: as it was).
  case didApplyHistory(AnimalsHistoryRequest, Outcome<Animal>)
  /// The store refused `change` because someone else changed the animal first; nothing was written.
  case didConflict(AnimalConflict, ConflictedChange)
}

/// The result of a request: a value, or what went wrong.
public enum Outcome<Value> : Hashable, Sendable, Codable where Value : Hashable & Sendable & Codable {
  case success(Value)
  case failure(AnimalsFailure)
}
