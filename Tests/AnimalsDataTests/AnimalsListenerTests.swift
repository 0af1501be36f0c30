//  AnimalsListenerTests.swift

@testable import AnimalsData
import ImmutableData
import Testing

/// The listener against a fake session: each request starts once, and its success or failure comes back.
@MainActor @Suite struct AnimalsListenerTests {
  let harness = ListenerHarness()

  @Test func didAppearFetchesCategoriesAndAnimalsOnce() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didAppear))
    #expect(await self.harness.store.listenerActivity.untilIdle())
    #expect(self.harness.store.state.categories.data.count == 6)
    #expect(self.harness.store.state.animals.data.count == 6)
    #expect(await self.harness.session.calls.sorted() == ["fetchAnimals", "fetchCategories"])
  }

  @Test func fetchFailureIsRecordedAndRetryFetchesAgain() async throws {
    await self.harness.session.fail(with: .serverFailed)
    try self.harness.store.dispatch(action: .ui(.didAppear))
    try await self.harness.waitUntil { $0.categories.status == .failure(.serverFailed) && $0.animals.status == .failure(.serverFailed) }
    await self.harness.session.fail(with: nil)
    try self.harness.store.dispatch(action: .ui(.didTapRetry))
    try await self.harness.waitUntil { $0.categories.status == .success && $0.animals.status == .success }
    #expect(self.harness.store.state.animals.data.count == 6)
  }

  @Test func aFetchBringsTheNoticeOfWhatTheStoreSkipped() async throws {
    let notice = UnreadableAnimalsNotice(count: 1, animalIds: ["Tofu"])
    await self.harness.session.skip(notice: notice)
    await self.harness.session.fail(with: .network)
    try self.harness.store.dispatch(action: .ui(.didAppear))
    try await self.harness.waitUntil { $0.animals.status == .failure(.network) }
    #expect(self.harness.store.state.animals.notice == nil)

    await self.harness.session.fail(with: nil)
    try self.harness.store.dispatch(action: .ui(.didTapRetry))
    try await self.harness.waitUntil { $0.animals.status == .success }
    #expect(self.harness.store.state.animals.notice == notice)
    #expect(self.harness.store.state.animals.data.count == 6)
  }

  @Test func addSucceeds() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    try await self.harness.waitUntil { $0.animals.queue["r1"] == .success }
    #expect(self.harness.store.state.animals.data["A1"]?.name == "Frog")
  }

  @Test func addFailureIsRecorded() async throws {
    try await self.harness.loaded()
    await self.harness.session.fail(with: .storageFailed)
    try self.harness.store.dispatch(action: .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    try await self.harness.waitUntil { $0.animals.queue["r1"] == .failure(.storageFailed) }
    #expect(self.harness.store.state.animals.data.count == 6)
  }

  @Test func updateSucceedsAndFails() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")))
    try await self.harness.waitUntil { $0.animals.queue["Dog"] == .success }
    #expect(self.harness.store.state.animals.data["Dog"]?.name == "Hound")
    await self.harness.session.fail(with: .serverBusy)
    try self.harness.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal")))
    try await self.harness.waitUntil { $0.animals.queue["Dog"] == .failure(.serverBusy) }
    #expect(self.harness.store.state.animals.data["Dog"]?.name == "Hound")
  }

  @Test func deleteSucceedsAndFails() async throws {
    try await self.harness.loaded()
    await self.harness.session.fail(with: .serverBusy)
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.harness.waitUntil { $0.animals.queue["Dog"] == .failure(.serverBusy) }
    #expect(self.harness.store.state.animals.data["Dog"] != nil)
    await self.harness.session.fail(with: nil)
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.harness.waitUntil { $0.animals.data["Dog"] == nil }
    #expect(self.harness.store.state.animals.queue["Dog"] == nil)
  }

  @Test func reloadSampleDataSucceedsAndFails() async throws {
    try await self.harness.loaded()
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.harness.waitUntil { $0.animals.data["Dog"] == nil }
    try self.harness.store.dispatch(action: .ui(.didConfirmReloadSampleData))
    try await self.harness.waitUntil { $0.animals.status == .success && $0.animals.data["Dog"] != nil }
    await self.harness.session.fail(with: .storageCorrupt(path: "animals.sqlite"))
    try self.harness.store.dispatch(action: .ui(.didConfirmReloadSampleData))
    try await self.harness.waitUntil { $0.animals.status == .failure(.storageCorrupt(path: "animals.sqlite")) && $0.categories.status == .failure(.storageCorrupt(path: "animals.sqlite")) }
  }

  @Test func aSlowRequestDoesNotHoldUpOthers() async throws {
    try await self.harness.loaded()
    await self.harness.session.closeGate()
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try self.harness.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Cat")))
    await self.harness.session.untilHeld(2)
    // Both deletes reached the session while the first was still held.
    #expect(await self.harness.session.calls.suffix(2).sorted() == ["deleteAnimal Cat", "deleteAnimal Dog"])
    #expect(self.harness.store.state.animals.queue["Dog"] == .waiting)
    await self.harness.session.openGate()
    try await self.harness.waitUntil { $0.animals.data["Dog"] == nil && $0.animals.data["Cat"] == nil }
  }

  @Test func stoppedListenerStartsNothing() async throws {
    self.harness.listener.stop()
    try self.harness.store.dispatch(action: .ui(.didAppear))
    // Nothing was handed to it, so nothing is running and nothing can start later.
    #expect(self.harness.store.listenerActivity.isIdle)
    #expect(await self.harness.session.calls.isEmpty)
    #expect(self.harness.store.state.categories.status == .waiting)
  }
}
