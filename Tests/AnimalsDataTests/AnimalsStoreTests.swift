//  AnimalsStoreTests.swift
//  Exhaustive store tests (ImmutableDataTesting): each action the user sends and each one the listener
//  dispatches back states the whole change it makes; nothing is polled for.

@testable import AnimalsData
import ImmutableData
import ImmutableDataTesting
import Testing

@MainActor @Suite struct AnimalsStoreTests {
  let session = FakeSession()
  let test = TestStore(initialState: Fixtures.loaded, reducer: AnimalsReducer.reduce)
  let listener: AnimalsListener

  init() {
    self.listener = AnimalsListener(session: self.session)
    self.listener.listen(to: self.test.store)
  }

  @Test func anAddedAnimalIsSavedStoredAndUndoable() async throws {
    try self.test.send(.ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian"))) {
      $0.animals.queue["r1"] = .waiting
    }
    let frog = Animal(animalId: "A1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    await self.test.receive(.data(.didAddAnimal(requestId: "r1", .success(frog)))) {
      $0.animals.data["A1"] = frog
      $0.animals.queue["r1"] = .success
      $0.history.record(.added(frog))
    }
    await self.test.finish()
    #expect(await self.session.calls == ["addAnimal Frog"])
  }

  @Test func aFailedSaveIsRecordedAndNothingIsStored() async throws {
    await self.session.fail(with: .storageFailed)
    try self.test.send(.ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian"))) {
      $0.animals.queue["r1"] = .waiting
    }
    await self.test.receive(.data(.didAddAnimal(requestId: "r1", .failure(.storageFailed)))) {
      $0.animals.queue["r1"] = .failure(.storageFailed)
    }
    await self.test.finish()
  }

  @Test func aRefusedAddReachesNeitherTheStoreNorTheSession() async throws {
    #expect(throws: AnimalsReducerError.self) {
      try self.test.send(.ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "No such category")))
    }
    await self.test.finish()
    #expect(await self.session.calls.isEmpty)
  }
}
