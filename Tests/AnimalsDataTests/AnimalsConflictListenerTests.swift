//  AnimalsConflictListenerTests.swift

@testable import AnimalsData
import ImmutableData
import Testing

/// The listener sends the version a change was made on; a store that has another refuses, and the
/// refusal comes back as a conflict the user can retry over the current values.
@MainActor @Suite struct AnimalsConflictListenerTests {
  let harness = ListenerHarness()

  @Test func anEditOfAnAnimalChangedElsewhereIsRefusedThenRetriedOverTheCurrentValues() async throws {
    try await self.harness.loaded()
    await self.harness.session.changeElsewhere("Dog", to: "Wolf")
    try self.harness.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 1)))
    try await self.harness.waitUntil { $0.animals.conflicts["Dog"] != nil }
    let wolf = Animal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal", version: 2)
    #expect(self.harness.store.state.animals.data["Dog"] == wolf)
    #expect(try await self.harness.session.fetchAnimals().contains(wolf))

    try self.harness.store.dispatch(action: .ui(.didTapRetryConflict(animalId: "Dog")))
    try await self.harness.waitUntil { $0.animals.conflicts.isEmpty && $0.animals.queue["Dog"] == .success }
    let rex = Animal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 3)
    #expect(self.harness.store.state.animals.data["Dog"] == rex)
    #expect(try await self.harness.session.fetchAnimals().contains(rex))
  }

  @Test func aDeleteOfAnAnimalChangedElsewhereDeletesNothing() async throws {
    try await self.harness.loaded()
    await self.harness.session.changeElsewhere("Cat", to: "Lynx")
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Cat")))
    try await self.harness.waitUntil { $0.animals.conflicts["Cat"] != nil }
    #expect(self.harness.store.state.animals.data["Cat"]?.name == "Lynx")
    #expect(try await self.harness.session.fetchAnimals().contains { $0.name == "Lynx" })
  }

  @Test func anUndoOfAStepWhoseAnimalChangedElsewhereSaysSoInsteadOfOverwriting() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal")))
    try await self.harness.waitUntil { $0.history.canUndo }
    await self.harness.session.changeElsewhere("Dog", to: "Wolf")
    try self.harness.store.dispatch(action: .ui(.didTapUndo))
    try await self.harness.waitUntil { $0.historyRequest == nil && $0.historyFailure != nil }
    #expect(self.harness.store.state.historyFailure == .historyStepDropped(.undo, animalName: "Rex", deleted: false))
    #expect(try await self.harness.session.fetchAnimals().contains { $0.name == "Wolf" })
    #expect(self.harness.store.state.animals.data["Dog"]?.name == "Wolf")
  }
}
