//  AnimalsReducerDataActionTests.swift

@testable import AnimalsData
import Testing

@Suite struct AnimalsReducerDataActionTests {
  @Test func didFetchCategoriesSuccessReplacesCategories() throws {
    let state = try Fixtures.reduce(AnimalsState(), .ui(.didAppear), .data(.didFetchCategories(.success(SampleData.categories))))
    #expect(state.categories.status == .success)
    #expect(state.categories.data.count == 6)
    #expect(state.categories.data["Fish"]?.name == "Fish")
  }

  @Test func didFetchCategoriesFailureKeepsDataAndRecordsMessage() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .data(.didFetchCategories(.failure(.network))))
    #expect(state.categories.status == .failure(.network))
    #expect(state.categories.data == Fixtures.loaded.categories.data)
  }

  @Test func didFetchAnimalsSuccessReplacesAnimals() throws {
    let state = try Fixtures.reduce(AnimalsState(), .ui(.didAppear), .data(.didFetchAnimals(.success([Fixtures.dog]))))
    #expect(state.animals.status == .success)
    #expect(Array(state.animals.data.keys) == ["Dog"])
  }

  @Test func didFetchAnimalsFailureKeepsDataAndRecordsMessage() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .data(.didFetchAnimals(.failure(.serverTimedOut(server: "http://a", seconds: 10)))))
    #expect(state.animals.status == .failure(.serverTimedOut(server: "http://a", seconds: 10)))
    #expect(state.animals.data == Fixtures.loaded.animals.data)
  }

  @Test func didReloadSampleDataSuccessReplacesEverythingButPendingRequests() throws {
    var start = AnimalsState(categories: SampleData.categories, animals: [Fixtures.dog])
    start.animals.queue = ["r1": .waiting, "Dog": .failure(.unexpected)]
    let snapshot = AnimalsSnapshot(categories: SampleData.categories, animals: SampleData.animals)
    let state = try Fixtures.reduce(start, .ui(.didConfirmReloadSampleData), .data(.didReloadSampleData(.success(snapshot))))
    #expect(state.animals.data.count == SampleData.animals.count)
    #expect(state.categories.status == .success && state.animals.status == .success)
    #expect(state.animals.queue == ["r1": .waiting])
  }

  @Test func didReloadSampleDataFailureRecordsMessageOnBoth() throws {
    let state = try Fixtures.reduce(Fixtures.loaded, .ui(.didConfirmReloadSampleData), .data(.didReloadSampleData(.failure(.serverBusy))))
    #expect(state.categories.status == .failure(.serverBusy))
    #expect(state.animals.status == .failure(.serverBusy))
    #expect(state.animals.data == Fixtures.loaded.animals.data)
  }

  @Test func didAddAnimalSuccessInsertsTheAnimal() throws {
    let frog = Animal(animalId: "F1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")),
      .data(.didAddAnimal(requestId: "r1", .success(frog)))
    )
    #expect(state.animals.data["F1"] == frog)
    #expect(state.animals.queue["r1"] == .success)
  }

  @Test func didAddAnimalFailureRecordsMessage() throws {
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")),
      .data(.didAddAnimal(requestId: "r1", .failure(.storageFailed)))
    )
    #expect(state.animals.queue["r1"] == .failure(.storageFailed))
    #expect(state.animals.data == Fixtures.loaded.animals.data)
  }

  @Test func didUpdateAnimalSuccessReplacesTheAnimal() throws {
    let hound = Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .success(hound)))
    )
    #expect(state.animals.data["Dog"] == hound)
    #expect(state.animals.queue["Dog"] == .success)
  }

  @Test func didUpdateAnimalFailureKeepsTheAnimal() throws {
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")),
      .data(.didUpdateAnimal(animalId: "Dog", .failure(.animalNotFound)))
    )
    #expect(state.animals.data["Dog"] == Fixtures.dog)
    #expect(state.animals.queue["Dog"] == .failure(.animalNotFound))
  }

  @Test func didDeleteAnimalSuccessRemovesTheAnimal() throws {
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didConfirmDeleteAnimal(animalId: "Dog")),
      .data(.didDeleteAnimal(animalId: "Dog", .success(Fixtures.dog)))
    )
    #expect(state.animals.data["Dog"] == nil)
    #expect(state.animals.queue["Dog"] == nil)
  }

  @Test func didDeleteAnimalFailureKeepsTheAnimal() throws {
    let state = try Fixtures.reduce(
      Fixtures.loaded,
      .ui(.didConfirmDeleteAnimal(animalId: "Dog")),
      .data(.didDeleteAnimal(animalId: "Dog", .failure(.serverBusy)))
    )
    #expect(state.animals.data["Dog"] == Fixtures.dog)
    #expect(state.animals.queue["Dog"] == .failure(.serverBusy))
  }
}
