//  AnimalsHistoryReducerTests.swift

@testable import AnimalsData
import ImmutableData
import Testing

/// Undo and redo in the reducer: steps are recorded only for confirmed changes, taps move them and
/// mark the request, results apply them or put them back.
@Suite struct AnimalsHistoryReducerTests {
  static let frog = Animal(animalId: "F1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")
  static let hound = Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")

  static func undoSteps(_ state: AnimalsState) -> [AnimalsUndoStep] {
    var history = state.history
    return Array(sequence(state: ()) { _ in history.undo() })
  }

  static func redoSteps(_ state: AnimalsState) -> [AnimalsUndoStep] {
    var history = state.history
    return Array(sequence(state: ()) { _ in history.redo() })
  }

  /// The store's success answer to `request`.
  static func confirmed(_ request: AnimalsHistoryRequest) -> AnimalsAction {
    let animal: Animal = switch (request.operation, request.step) {
    case (.restore(let animal), _), (.update(let animal), _): animal
    case (.delete, .added(let animal)), (.delete, .deleted(let animal)), (.delete, .updated(_, let animal)): animal
    }
    return .data(.didApplyHistory(request, .success(animal)))
  }

  /// The loaded sample data after adding the frog, renaming the dog and deleting the cat.
  static func edited() throws -> AnimalsState {
    try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")),
      .data(.didAddAnimal(requestId: "r1", .success(Self.frog))),
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .success(Self.hound))),
      .ui(.didConfirmDeleteAnimal(animalId: "Cat")),
      .data(.didDeleteAnimal(animalId: "Cat", .success(Fixtures.cat)))
    )
  }

  @Test func successesRecordStepsNewestFirst() throws {
    let state = try Self.edited()
    #expect(Self.undoSteps(state) == [.deleted(Fixtures.cat), .updated(before: Fixtures.dog, after: Self.hound), .added(Self.frog)])
    #expect(!state.history.canRedo)
  }

  @Test func failuresRecordNothing() throws {
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")),
      .data(.didAddAnimal(requestId: "r1", .failure(.storageFailed))),
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .failure(.serverBusy))),
      .ui(.didConfirmDeleteAnimal(animalId: "Cat")),
      .data(.didDeleteAnimal(animalId: "Cat", .failure(.serverBusy)))
    )
    #expect(!state.history.canUndo && !state.history.canRedo)
    #expect(AnimalsSelectors.history()(state) == AnimalsHistoryStatus())
  }

  @Test func aSaveThatChangedNothingRecordsNothing() throws {
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Dog", diet: .carnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .success(Fixtures.dog)))
    )
    #expect(!state.history.canUndo)
  }

  @Test func undoMovesTheStepAndMarksTheRequest() throws {
    let state = try Fixtures.reduce(try Self.edited(), .ui(.didTapUndo))
    #expect(state.historyRequest == .undo(.deleted(Fixtures.cat)))
    #expect(state.animals.queue["Cat"] == .waiting)
    #expect(Self.undoSteps(state).count == 2)
    #expect(Self.redoSteps(state) == [.deleted(Fixtures.cat)])
    // The data changes only when the store confirms.
    #expect(state.animals.data["Cat"] == nil)
    #expect(AnimalsSelectors.history()(state) == AnimalsHistoryStatus(canUndo: false, canRedo: false, isPending: true))
  }

  @Test func undoAndRedoAreRefusedWhilePendingOrWithNothingToDo() throws {
    #expect(throws: AnimalsReducerError.nothingToUndo) { try Fixtures.reduce(Fixtures.loaded, .ui(.didTapUndo)) }
    #expect(throws: AnimalsReducerError.nothingToRedo) { try Fixtures.reduce(try Self.edited(), .ui(.didTapRedo)) }
    let pending = try Fixtures.reduce(try Self.edited(), .ui(.didTapUndo))
    #expect(throws: AnimalsReducerError.historyRequestPending) { try Fixtures.reduce(pending, .ui(.didTapUndo)) }
    #expect(throws: AnimalsReducerError.historyRequestPending) { try Fixtures.reduce(pending, .ui(.didTapRedo)) }
    #expect(throws: AnimalsReducerError.historyRequestPending) { try Fixtures.reduce(pending, .ui(.didConfirmReloadSampleData)) }
    // An animal with a request in flight waits for it.
    let deleting = try Fixtures.reduce(try Self.edited(), .ui(.didTapUndo), .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .success(Fixtures.cat))),
                                       .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    #expect(throws: AnimalsReducerError.requestPending(id: "Dog")) { try Fixtures.reduce(deleting, .ui(.didTapUndo)) }
  }

  @Test func successfulUndosApplyEachKindWithoutRecording() throws {
    var state = try Self.edited()
    state = try Fixtures.reduce(state, .ui(.didTapUndo), .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .success(Fixtures.cat))))
    #expect(state.animals.data["Cat"] == Fixtures.cat)
    #expect(state.animals.queue["Cat"] == .success)
    #expect(state.historyRequest == nil)
    state = try Fixtures.reduce(state, .ui(.didTapUndo), .data(.didApplyHistory(.undo(.updated(before: Fixtures.dog, after: Self.hound)), .success(Fixtures.dog))))
    #expect(state.animals.data["Dog"] == Fixtures.dog)
    state = try Fixtures.reduce(state, .ui(.didTapUndo), .data(.didApplyHistory(.undo(.added(Self.frog)), .success(Self.frog))))
    #expect(state.animals.data["F1"] == nil)
    #expect(state.animals.queue["F1"] == nil)
    #expect(state.animals.data == Fixtures.loaded.animals.data)
    #expect(!state.history.canUndo)
    #expect(Self.redoSteps(state) == [.added(Self.frog), .updated(before: Fixtures.dog, after: Self.hound), .deleted(Fixtures.cat)])
    #expect(AnimalsSelectors.history()(state) == AnimalsHistoryStatus(canUndo: false, canRedo: true))
  }

  @Test func successfulRedosApplyEachKind() throws {
    var state = try Self.edited()
    for request in [AnimalsHistoryRequest.undo(.deleted(Fixtures.cat)), .undo(.updated(before: Fixtures.dog, after: Self.hound)), .undo(.added(Self.frog))] {
      state = try Fixtures.reduce(state, .ui(.didTapUndo), Self.confirmed(request))
    }
    state = try Fixtures.reduce(state, .ui(.didTapRedo))
    #expect(state.historyRequest == .redo(.added(Self.frog)))
    state = try Fixtures.reduce(state, .data(.didApplyHistory(.redo(.added(Self.frog)), .success(Self.frog))))
    #expect(state.animals.data["F1"] == Self.frog)
    state = try Fixtures.reduce(state, .ui(.didTapRedo), .data(.didApplyHistory(.redo(.updated(before: Fixtures.dog, after: Self.hound)), .success(Self.hound))))
    #expect(state.animals.data["Dog"] == Self.hound)
    state = try Fixtures.reduce(state, .ui(.didTapRedo), .data(.didApplyHistory(.redo(.deleted(Fixtures.cat)), .success(Fixtures.cat))))
    #expect(state.animals.data["Cat"] == nil)
    #expect(state.animals.data == (try Self.edited()).animals.data)
    #expect(Self.undoSteps(state) == Self.undoSteps(try Self.edited()))
    #expect(!state.history.canRedo)
  }

  @Test func aNewChangeClearsTheRedoList() throws {
    var state = try Fixtures.reduce(try Self.edited(), .ui(.didTapUndo), .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .success(Fixtures.cat))))
    #expect(state.history.canRedo)
    state = try Fixtures.reduce(state, .ui(.didConfirmDeleteAnimal(animalId: "Newt")), .data(.didDeleteAnimal(animalId: "Newt", .success(Fixtures.newt))))
    #expect(!state.history.canRedo)
    #expect(state.history.nextUndo == .deleted(Fixtures.newt))
  }

  @Test func aFailedUndoPutsTheStepBackAndSaysWhy() throws {
    let before = try Self.edited()
    let state = try Fixtures.reduce(before, .ui(.didTapUndo), .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .failure(.storageCorrupt(path: "animals.sqlite")))))
    #expect(state.history == before.history)
    #expect(state.animals.data == before.animals.data)
    #expect(state.historyRequest == nil)
    #expect(state.animals.queue["Cat"] == nil)
    #expect(state.historyFailure == .historyFailed(.undo, .storageCorrupt(path: "animals.sqlite")))
    #expect(AnimalsSelectors.history()(state).canUndo)
    // The next undo clears the message; dismissing does too.
    #expect(try Fixtures.reduce(state, .ui(.didTapUndo)).historyFailure == nil)
    #expect(try Fixtures.reduce(state, .ui(.didDismissHistoryFailure)).historyFailure == nil)
  }

  @Test func aFailedRedoPutsTheStepBack() throws {
    let undone = try Fixtures.reduce(try Self.edited(), .ui(.didTapUndo), .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .success(Fixtures.cat))))
    let state = try Fixtures.reduce(undone, .ui(.didTapRedo), .data(.didApplyHistory(.redo(.deleted(Fixtures.cat)), .failure(.serverBusy))))
    #expect(state.history == undone.history)
    #expect(state.animals.data["Cat"] == Fixtures.cat)
    #expect(state.historyFailure == .historyFailed(.redo, .serverBusy))
  }

  @Test func aFailedUndoAfterANewChangeStaysUndoable() throws {
    let state = try Fixtures.reduce(
      try Self.edited(),
      .ui(.didTapUndo),
      .ui(.didConfirmDeleteAnimal(animalId: "Newt")),
      .data(.didDeleteAnimal(animalId: "Newt", .success(Fixtures.newt))),
      .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .failure(.network)))
    )
    #expect(Array(Self.undoSteps(state).prefix(2)) == [.deleted(Fixtures.cat), .deleted(Fixtures.newt)])
    #expect(!state.history.canRedo)
  }

  @Test func reloadingSampleDataForgetsTheHistory() throws {
    let snapshot = AnimalsSnapshot(categories: SampleData.categories, animals: SampleData.animals)
    let state = try Fixtures.reduce(try Self.edited(), .ui(.didConfirmReloadSampleData), .data(.didReloadSampleData(.success(snapshot))))
    #expect(!state.history.canUndo && !state.history.canRedo)
  }

  @Test func undoWaitsForAFetch() throws {
    var state = try Self.edited()
    state.animals.status = .waiting
    #expect(throws: AnimalsReducerError.fetchInFlight) { try Fixtures.reduce(state, .ui(.didTapUndo)) }
    #expect(AnimalsSelectors.history()(state).canUndo == false)
  }

  @Test func filtersSeeHistoryChanges() throws {
    let state = try Self.edited()
    let undo = AnimalsAction.data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .success(Fixtures.cat)))
    #expect(AnimalsFilter.history()(state, .ui(.didTapUndo)))
    #expect(AnimalsFilter.history()(state, .data(.didDeleteAnimal(animalId: "Cat", .success(Fixtures.cat)))))
    #expect(!AnimalsFilter.history()(state, .data(.didDeleteAnimal(animalId: "Cat", .failure(.unexpected)))))
    #expect(AnimalsFilter.animals(categoryId: "Mammal")(state, undo))
    #expect(!AnimalsFilter.animals(categoryId: "Fish")(state, undo))
    #expect(AnimalsFilter.animal(id: "Cat")(state, undo))
    #expect(AnimalsFilter.requestStatus(id: "Cat")(state, .ui(.didTapUndo)))
    #expect(!AnimalsFilter.requestStatus(id: "Dog")(state, .ui(.didTapUndo)))
  }
}
