//  AnimalsListenerTests.swift

@testable import AnimalsData
import ImmutableData
import Testing

/// The listener against a fake session: each request starts once, and its success or failure comes back.
@MainActor @Suite struct AnimalsListenerTests {
  let session = FakeSession()
  let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  let listener: AnimalsListener

  init() {
    self.listener = AnimalsListener(session: self.session)
    self.listener.listen(to: self.store)
  }

  /// Waits (a bounded time) until `condition` holds for the store's state.
  func waitUntil(_ condition: (AnimalsState) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let deadline = ContinuousClock.now + .seconds(5)
    while !condition(self.store.state) {
      guard ContinuousClock.now < deadline else {
        Issue.record("timed out; state: \(self.store.state)", sourceLocation: sourceLocation)
        return
      }
      try await Task.sleep(for: .milliseconds(2))
    }
  }

  func loaded() async throws {
    try self.store.dispatch(action: .ui(.didAppear))
    try await self.waitUntil { $0.categories.status == .success && $0.animals.status == .success }
  }

  @Test func didAppearFetchesCategoriesAndAnimalsOnce() async throws {
    try await self.loaded()
    try self.store.dispatch(action: .ui(.didAppear))
    try await Task.sleep(for: .milliseconds(20))
    #expect(self.store.state.categories.data.count == 6)
    #expect(self.store.state.animals.data.count == 6)
    #expect(await self.session.calls.sorted() == ["fetchAnimals", "fetchCategories"])
  }

  @Test func fetchFailureIsRecordedAndRetryFetchesAgain() async throws {
    await self.session.fail(with: "server down")
    try self.store.dispatch(action: .ui(.didAppear))
    try await self.waitUntil { $0.categories.status == .failure("server down") && $0.animals.status == .failure("server down") }
    await self.session.fail(with: nil)
    try self.store.dispatch(action: .ui(.didTapRetry))
    try await self.waitUntil { $0.categories.status == .success && $0.animals.status == .success }
    #expect(self.store.state.animals.data.count == 6)
  }

  @Test func addSucceeds() async throws {
    try await self.loaded()
    try self.store.dispatch(action: .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    try await self.waitUntil { $0.animals.queue["r1"] == .success }
    #expect(self.store.state.animals.data["A1"]?.name == "Frog")
  }

  @Test func addFailureIsRecorded() async throws {
    try await self.loaded()
    await self.session.fail(with: "disk full")
    try self.store.dispatch(action: .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    try await self.waitUntil { $0.animals.queue["r1"] == .failure("disk full") }
    #expect(self.store.state.animals.data.count == 6)
  }

  @Test func updateSucceedsAndFails() async throws {
    try await self.loaded()
    try self.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")))
    try await self.waitUntil { $0.animals.queue["Dog"] == .success }
    #expect(self.store.state.animals.data["Dog"]?.name == "Hound")
    await self.session.fail(with: "locked")
    try self.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal")))
    try await self.waitUntil { $0.animals.queue["Dog"] == .failure("locked") }
    #expect(self.store.state.animals.data["Dog"]?.name == "Hound")
  }

  @Test func deleteSucceedsAndFails() async throws {
    try await self.loaded()
    await self.session.fail(with: "locked")
    try self.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.waitUntil { $0.animals.queue["Dog"] == .failure("locked") }
    #expect(self.store.state.animals.data["Dog"] != nil)
    await self.session.fail(with: nil)
    try self.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.waitUntil { $0.animals.data["Dog"] == nil }
    #expect(self.store.state.animals.queue["Dog"] == nil)
  }

  @Test func reloadSampleDataSucceedsAndFails() async throws {
    try await self.loaded()
    try self.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await self.waitUntil { $0.animals.data["Dog"] == nil }
    try self.store.dispatch(action: .ui(.didConfirmReloadSampleData))
    try await self.waitUntil { $0.animals.status == .success && $0.animals.data["Dog"] != nil }
    await self.session.fail(with: "read-only")
    try self.store.dispatch(action: .ui(.didConfirmReloadSampleData))
    try await self.waitUntil { $0.animals.status == .failure("read-only") && $0.categories.status == .failure("read-only") }
  }

  @Test func aSlowRequestDoesNotHoldUpOthers() async throws {
    try await self.loaded()
    await self.session.closeGate()
    try self.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try self.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Cat")))
    let deadline = ContinuousClock.now + .seconds(5)
    while await self.session.calls.count < 4, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(2))
    }
    // Both deletes reached the session while the first was still held.
    #expect(await self.session.calls.suffix(2).sorted() == ["deleteAnimal Cat", "deleteAnimal Dog"])
    #expect(self.store.state.animals.queue["Dog"] == .waiting)
    await self.session.openGate()
    try await self.waitUntil { $0.animals.data["Dog"] == nil && $0.animals.data["Cat"] == nil }
  }

  @Test func stoppedListenerStartsNothing() async throws {
    self.listener.stop()
    try self.store.dispatch(action: .ui(.didAppear))
    try await Task.sleep(for: .milliseconds(30))
    #expect(await self.session.calls.isEmpty)
    #expect(self.store.state.categories.status == .waiting)
  }
}
