//  FakeSession.swift

@testable import AnimalsData

/// A persistent session in memory: records calls and fails on demand, with an optional gate that holds
/// every call until the test opens it.
actor FakeSession : PersistentSession {
  private(set) var calls: [String] = []
  private var categories = SampleData.categories
  private var animals = SampleData.animals
  private var nextId = 0
  private var failure: AnimalsFailure?
  private var notice: UnreadableAnimalsNotice?
  private var isGateClosed = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var heldWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// The animals as stored now.
  var storedAnimals: [Animal] {
    self.animals
  }

  func fail(with failure: AnimalsFailure?) {
    self.failure = failure
  }

  /// What the next fetches say they skipped.
  func skip(notice: UnreadableAnimalsNotice?) {
    self.notice = notice
  }

  func closeGate() {
    self.isGateClosed = true
  }

  func openGate() {
    self.isGateClosed = false
    for waiter in self.waiters { waiter.resume() }
    self.waiters.removeAll()
  }

  /// Returns once `count` calls are held at the closed gate (an event, not a poll).
  func untilHeld(_ count: Int) async {
    guard self.waiters.count < count else { return }
    await withCheckedContinuation { self.heldWatchers.append((count, $0)) }
  }

  private func enter(_ call: String) async throws {
    self.calls.append(call)
    if self.isGateClosed {
      await withCheckedContinuation { continuation in
        self.waiters.append(continuation)
        let held = self.waiters.count
        self.heldWatchers.removeAll { watcher in
          guard watcher.count <= held else { return false }
          watcher.continuation.resume()
          return true
        }
      }
    }
    if let failure { throw failure }
  }

  func fetchCategories() async throws -> [Category] {
    try await self.enter("fetchCategories")
    return self.categories
  }

  func fetchAnimals() async throws -> [Animal] {
    try await self.enter("fetchAnimals")
    return self.animals
  }

  func fetchAnimalsWithNotice() async throws -> AnimalsFetch {
    AnimalsFetch(animals: try await self.fetchAnimals(), notice: self.notice)
  }

  func addAnimal(name: String, diet: Diet, categoryId: Category.ID) async throws -> Animal {
    try await self.enter("addAnimal \(name)")
    self.nextId += 1
    let animal = Animal(animalId: "A\(self.nextId)", name: name, diet: diet, categoryId: categoryId)
    self.animals.append(animal)
    return animal
  }

  func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID, expectedVersion: Int?) async throws -> Animal {
    try await self.enter("updateAnimal \(animalId)")
    let stored = try self.stored(animalId, expectedVersion: expectedVersion)
    let values = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, version: stored.version)
    if values == stored { return stored }
    let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, version: stored.version + 1)
    self.animals = self.animals.map { $0.animalId == animalId ? animal : $0 }
    return animal
  }

  func deleteAnimal(animalId: Animal.ID, expectedVersion: Int?) async throws -> Animal {
    try await self.enter("deleteAnimal \(animalId)")
    let animal = try self.stored(animalId, expectedVersion: expectedVersion)
    self.animals.removeAll { $0.animalId == animalId }
    return animal
  }

  private func stored(_ animalId: Animal.ID, expectedVersion: Int?) throws -> Animal {
    let stored = self.animals.first { $0.animalId == animalId }
    if let expectedVersion, stored?.version != expectedVersion {
      throw AnimalConflict(animalId: animalId, expectedVersion: expectedVersion, current: stored)
    }
    guard let stored else { throw AnimalsFailure.animalNotFound }
    return stored
  }

  /// What another client does: changes the stored animal (one version up) or deletes it (nil), unseen by the store.
  func changeElsewhere(_ animalId: Animal.ID, to name: String?) {
    guard let name else {
      self.animals.removeAll { $0.animalId == animalId }
      return
    }
    self.animals = self.animals.map {
      $0.animalId == animalId ? Animal(animalId: animalId, name: name, diet: $0.diet, categoryId: $0.categoryId, version: $0.version + 1) : $0
    }
  }

  func restoreAnimal(_ animal: Animal) async throws -> Animal {
    try await self.enter("restoreAnimal \(animal.animalId)")
    guard !self.animals.contains(where: { $0.animalId == animal.animalId }) else { throw AnimalsFailure.animalExists }
    self.animals.append(animal)
    return animal
  }

  func reloadSampleData() async throws -> AnimalsSnapshot {
    try await self.enter("reloadSampleData")
    self.categories = SampleData.categories
    self.animals = SampleData.animals
    return AnimalsSnapshot(categories: self.categories, animals: self.animals)
  }
}
