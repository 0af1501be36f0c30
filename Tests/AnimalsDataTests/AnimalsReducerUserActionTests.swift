//  AnimalsReducerUserActionTests.swift

@testable import AnimalsData
import Testing

@Suite struct AnimalsReducerUserActionTests {
  @Test func didAppearStartsBothFetchesOnce() throws {
    let state = try Fixtures.reduce(AnimalsState(), .ui(.didAppear))
    #expect(state.categories.status == .waiting)
    #expect(state.animals.status == .waiting)
    let loaded = try Fixtures.reduce(Fixtures.loaded, .ui(.didAppear))
    #expect(loaded == Fixtures.loaded)
  }

  @Test func didTapRetryRestartsOnlyFailedFetches() throws {
    var state = AnimalsState()
    state.categories.status = .success
    state.animals.status = .failure(.network)
    state = try Fixtures.reduce(state, .ui(.didTapRetry))
    #expect(state.categories.status == .success)
    #expect(state.animals.status == .waiting)
  }

  @Test func didTapRetryWithoutFailureThrows() {
    #expect(throws: AnimalsReducerError.nothingToRetry) {
      try Fixtures.reduce(Fixtures.loaded, .ui(.didTapRetry))
    }
  }

  @Test func didConfirmReloadSampleDataMarksBothWaiting() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .ui(.didConfirmReloadSampleData))
    #expect(state.categories.status == .waiting)
    #expect(state.animals.status == .waiting)
    #expect(state.animals.data == Fixtures.loaded.animals.data)
  }

  @Test func didConfirmReloadSampleDataWhileFetchingThrows() {
    var state = Fixtures.loaded
    state.animals.status = .waiting
    #expect(throws: AnimalsReducerError.fetchInFlight) {
      try Fixtures.reduce(state, .ui(.didConfirmReloadSampleData))
    }
  }

  @Test func didTapAddAnimalQueuesTheRequest() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    #expect(state.animals.queue["r1"] == .waiting)
    #expect(state.animals.data.count == SampleData.animals.count)
  }

  @Test(arguments: [
    (UserAction.didTapAddAnimal(requestId: "r1", name: "  ", diet: .carnivore, categoryId: "Amphibian"), AnimalsReducerError.emptyName),
    (UserAction.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Plant"), AnimalsReducerError.unknownCategory(categoryId: "Plant")),
    (UserAction.didTapUpdateAnimal(animalId: "Dog", name: "", diet: .carnivore, categoryId: "Mammal"), AnimalsReducerError.emptyName),
    (UserAction.didTapUpdateAnimal(animalId: "Dog", name: "Dog", diet: .carnivore, categoryId: "Plant"), AnimalsReducerError.unknownCategory(categoryId: "Plant")),
    (UserAction.didTapUpdateAnimal(animalId: "Unicorn", name: "Unicorn", diet: .herbivore, categoryId: "Mammal"), AnimalsReducerError.animalNotFound(animalId: "Unicorn")),
    (UserAction.didConfirmDeleteAnimal(animalId: "Unicorn"), AnimalsReducerError.animalNotFound(animalId: "Unicorn")),
  ])
  func invalidRequestsThrowAndLeaveStateAlone(action: UserAction, error: AnimalsReducerError) {
    #expect(throws: error) {
      try Fixtures.reduce(Fixtures.loaded, .ui(action))
    }
  }

  @Test func aSecondRequestWhileOneIsPendingThrows() throws {
    let add = AnimalsAction.ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian"))
    let update = AnimalsAction.ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .carnivore, categoryId: "Mammal"))
    let delete = AnimalsAction.ui(.didConfirmDeleteAnimal(animalId: "Dog"))
    let state = try Fixtures.reduce(Fixtures.loaded, add, update)
    #expect(throws: AnimalsReducerError.requestPending(id: "r1")) { try Fixtures.reduce(state, add) }
    #expect(throws: AnimalsReducerError.requestPending(id: "Dog")) { try Fixtures.reduce(state, delete) }
    #expect(throws: AnimalsReducerError.requestPending(id: "Dog")) { try Fixtures.reduce(state, update) }
  }

  @Test func didTapUpdateAnimalQueuesWithoutChangingTheAnimal() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")))
    #expect(state.animals.queue["Dog"] == .waiting)
    #expect(state.animals.data["Dog"] == Fixtures.dog)
  }

  @Test func didConfirmDeleteAnimalQueuesWithoutRemovingTheAnimal() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    #expect(state.animals.queue["Dog"] == .waiting)
    #expect(state.animals.data["Dog"] == Fixtures.dog)
  }

  @Test func aFailedRequestCanBeTriedAgain() throws {
    let delete = AnimalsAction.ui(.didConfirmDeleteAnimal(animalId: "Dog"))
    let state = try Fixtures.reduce(Fixtures.loaded, delete, .data(.didDeleteAnimal(animalId: "Dog", .failure(.storageFailed))), delete)
    #expect(state.animals.queue["Dog"] == .waiting)
  }
}
