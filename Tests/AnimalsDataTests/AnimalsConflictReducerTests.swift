//  AnimalsConflictReducerTests.swift

@testable import AnimalsData
import Testing

/// A change the store refused because someone else changed the animal first: the state shows the
/// current animal and keeps the user's change for Retry or Discard; undo never overwrites.
@Suite struct AnimalsConflictReducerTests {
  static let hound = Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 2)

  @Test func aRefusedUpdateShowsTheCurrentAnimalAndKeepsTheChange() throws {
    let conflict = AnimalConflict(animalId: "Dog", expectedVersion: 1, current: Self.hound)
    let change = ConflictedChange.update(name: "Rex", diet: .carnivore, categoryId: "Mammal")
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 1)),
      .data(.didConflict(conflict, change))
    )
    #expect(state.animals.data["Dog"] == Self.hound)
    #expect(state.animals.queue["Dog"] == nil)
    #expect(state.animals.conflicts["Dog"] == AnimalsConflictReport(conflict: conflict, change: change, animalName: "Dog"))
    #expect(!state.history.canUndo)
  }

  @Test func retryWaitsOnTheAnimalAndItsSuccessClearsTheConflict() throws {
    let conflict = AnimalConflict(animalId: "Dog", expectedVersion: 1, current: Self.hound)
    var state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 1)),
      .data(.didConflict(conflict, .update(name: "Rex", diet: .carnivore, categoryId: "Mammal"))),
      .ui(.didTapRetryConflict(animalId: "Dog"))
    )
    #expect(state.animals.queue["Dog"] == .waiting)
    #expect(state.animals.conflicts["Dog"] != nil)
    let rex = Animal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 3)
    state = try Fixtures.reduce(state, .data(.didUpdateAnimal(animalId: "Dog", .success(rex))))
    #expect(state.animals.conflicts.isEmpty)
    #expect(state.animals.data["Dog"] == rex)
    #expect(state.history.nextUndo == .updated(before: Self.hound, after: rex))
  }

  @Test func discardKeepsWhatSomeoneElseStored() throws {
    let conflict = AnimalConflict(animalId: "Dog", expectedVersion: 1, current: Self.hound)
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didConfirmDeleteAnimal(animalId: "Dog")),
      .data(.didConflict(conflict, .delete)),
      .ui(.didTapDiscardConflict(animalId: "Dog"))
    )
    #expect(state.animals.conflicts.isEmpty)
    #expect(state.animals.data["Dog"] == Self.hound)
    #expect(throws: AnimalsReducerError.noConflict(animalId: "Dog")) {
      try Fixtures.reduce(state, .ui(.didTapRetryConflict(animalId: "Dog")))
    }
  }

  @Test func anEditOfADeletedAnimalCannotBeRetried() throws {
    let conflict = AnimalConflict(animalId: "Dog", expectedVersion: 1, current: nil)
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 1)),
      .data(.didConflict(conflict, .update(name: "Rex", diet: .carnivore, categoryId: "Mammal")))
    )
    #expect(state.animals.data["Dog"] == nil)
    let report = try #require(state.animals.conflicts["Dog"])
    #expect(!report.canRetry)
    #expect(report.conflict.current == nil && report.animalName == "Dog")
    #expect(throws: AnimalsReducerError.cannotRetry(animalId: "Dog")) {
      try Fixtures.reduce(state, .ui(.didTapRetryConflict(animalId: "Dog")))
    }
  }

  @Test func anUndoRefusedByTheStoreSaysSoAndDropsItsStep() throws {
    let rex = Animal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 2)
    var state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .success(rex))),
      .ui(.didTapUndo)
    )
    #expect(state.historyRequest == .undo(.updated(before: Fixtures.dog, after: rex)))
    let elsewhere = Animal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal", version: 3)
    let request = try #require(state.historyRequest)
    state = try Fixtures.reduce(state, .data(.didConflict(AnimalConflict(animalId: "Dog", expectedVersion: 2, current: elsewhere), .history(request))))
    #expect(state.historyRequest == nil)
    #expect(state.animals.data["Dog"] == elsewhere)
    #expect(state.historyFailure == .historyStepDropped(.undo, animalName: "Rex", deleted: false))
    #expect(!state.history.canUndo && !state.history.canRedo)
    #expect(state.animals.conflicts.isEmpty)
  }

  @Test func anUndoOfAnAnimalKnownToHaveChangedElsewhereIsNotSent() throws {
    let rex = Animal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 2)
    let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal", version: 3)
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .success(rex))),
      // A reload brought what someone else stored.
      .data(.didFetchAnimals(.success(SampleData.animals.map { $0.animalId == "Dog" ? wolf : $0 }))),
      .ui(.didTapUndo)
    )
    #expect(state.historyRequest == nil)
    #expect(state.animals.queue["Dog"] != .waiting)
    #expect(state.historyFailure == .historyStepDropped(.undo, animalName: "Wolf", deleted: false))
    #expect(!state.history.canRedo)
    #expect(state.animals.data["Dog"] == wolf)
  }

  @Test func aNewChangeOrAReloadReplacesARefusedOne() throws {
    let conflict = AnimalConflict(animalId: "Dog", expectedVersion: 1, current: Self.hound)
    let refused = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didConfirmDeleteAnimal(animalId: "Dog")),
      .data(.didConflict(conflict, .delete))
    )
    let edited = try Fixtures.reduce(refused, .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 2)))
    #expect(edited.animals.conflicts.isEmpty)
    let reloaded = try Fixtures.reduce(
      refused, .ui(.didConfirmReloadSampleData),
      .data(.didReloadSampleData(.success(AnimalsSnapshot(categories: SampleData.categories, animals: SampleData.animals))))
    )
    #expect(reloaded.animals.conflicts.isEmpty)
  }
}
