//  AnimalsHistoryListenerTests.swift

@testable import AnimalsData
import ImmutableData
import Testing

/// Undo and redo through the listener: each step kind makes the right session call, and the result
/// comes back (a failure puts the step back).
@MainActor @Suite struct AnimalsHistoryListenerTests {
  let harness = ListenerHarness()

  func undo() async throws {
    try self.harness.store.dispatch(action: .ui(.didTapUndo))
    try await self.harness.waitUntil { $0.historyRequest == nil }
  }

  func redo() async throws {
    try self.harness.store.dispatch(action: .ui(.didTapRedo))
    try await self.harness.waitUntil { $0.historyRequest == nil }
  }

  /// The session's calls after the initial fetches.
  func calls() async -> [String] {
    Array(await self.harness.session.calls.dropFirst(2))
  }

  @Test func undoAndRedoOfADeleteRestoreAndDeleteTheSameAnimal() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.harness.waitUntil { $0.animals.data["Dog"] == nil && $0.history.canUndo }
    try await self.undo()
    #expect(self.harness.store.state.animals.data["Dog"] == Fixtures.dog)
    #expect(try await self.harness.session.fetchAnimals().contains(Fixtures.dog))
    try await self.redo()
    #expect(self.harness.store.state.animals.data["Dog"] == nil)
    #expect(await self.calls() == ["deleteAnimal Dog", "restoreAnimal Dog", "fetchAnimals", "deleteAnimal Dog"])
  }

  @Test func undoAndRedoOfAnAddDeleteAndRestoreIt() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    try await self.harness.waitUntil { $0.animals.queue["r1"] == .success }
    try await self.undo()
    #expect(self.harness.store.state.animals.data["A1"] == nil)
    try await self.redo()
    #expect(self.harness.store.state.animals.data["A1"]?.name == "Frog")
    #expect(await self.calls() == ["addAnimal Frog", "deleteAnimal A1", "restoreAnimal A1"])
  }

  @Test func undoAndRedoOfAnEditWriteBeforeAndAfter() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")))
    try await self.harness.waitUntil { $0.animals.queue["Dog"] == .success && $0.history.canUndo }
    try await self.undo()
    // The values come back; the version goes on up (1: Dog, 2: Hound, 3: Dog again).
    #expect(self.harness.store.state.animals.data["Dog"] == Animal(animalId: "Dog", name: "Dog", diet: .carnivore, categoryId: "Mammal", version: 3))
    #expect(try await self.harness.session.fetchAnimals().contains { $0.hasSameValues(as: Fixtures.dog) })
    try await self.redo()
    #expect(self.harness.store.state.animals.data["Dog"]?.name == "Hound")
    #expect(await self.calls() == ["updateAnimal Dog", "updateAnimal Dog", "fetchAnimals", "updateAnimal Dog"])
  }

  @Test func aFailedUndoCanBeTriedAgain() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Cat")))
    try await self.harness.waitUntil { $0.animals.data["Cat"] == nil && $0.history.canUndo }
    await self.harness.session.fail(with: .storageCorrupt(path: "animals.sqlite"))
    try await self.undo()
    #expect(self.harness.store.state.historyFailure == .historyFailed(.undo, .storageCorrupt(path: "animals.sqlite")))
    #expect(self.harness.store.state.animals.data["Cat"] == nil)
    #expect(self.harness.store.state.history.nextUndo == .deleted(Fixtures.cat))
    await self.harness.session.fail(with: nil)
    try await self.undo()
    #expect(self.harness.store.state.historyFailure == nil)
    #expect(self.harness.store.state.animals.data["Cat"] == Fixtures.cat)
    #expect(await self.calls() == ["deleteAnimal Cat", "restoreAnimal Cat", "restoreAnimal Cat"])
  }

  @Test func oneRequestAtATime() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Cat")))
    try await self.harness.waitUntil { $0.history.canUndo }
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.harness.waitUntil { $0.history.undoCount == 2 }
    await self.harness.session.closeGate()
    try self.harness.store.dispatch(action: .ui(.didTapUndo))
    #expect(throws: AnimalsReducerError.historyRequestPending) { try self.harness.store.dispatch(action: .ui(.didTapUndo)) }
    await self.harness.session.openGate()
    try await self.harness.waitUntil { $0.historyRequest == nil }
    #expect(await self.calls() == ["deleteAnimal Cat", "deleteAnimal Dog", "restoreAnimal Dog"])
  }
}
