//  ChangeLogTests.swift

import AnimalsData
@testable import AnimalsPersistence
import Foundation
import TestSupport
import Testing

/// Every committed mutation is logged with the next number, in the same transaction; only the newest
/// `changeBacklog` are kept, and a number older than those (or never given out) means reload.
@Suite struct ChangeLogTests {
  let directory: TemporaryDirectory
  let store: LocalStore

  init() throws {
    self.directory = try TemporaryDirectory()
    self.store = LocalStore(directory: self.directory.url)
  }

  @Test func eachMutationIsLoggedInOrderAndAFailedOneIsNot() async throws {
    #expect(try await self.store.changes(since: 0) == .changes([], latest: 0))
    let frog = try await self.store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    _ = try await self.store.updateAnimal(animalId: frog.animalId, name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    await #expect(throws: AnimalConflict.self) { try await self.store.deleteAnimal(animalId: "Dog", expectedVersion: 7) }
    let dog = try await self.store.deleteAnimal(animalId: "Dog")
    let restored = try await self.store.restoreAnimal(dog)
    #expect(try await self.store.changes(since: 0) == .changes([
      SequencedChange(sequence: 1, change: .saved(animal: frog)),
      SequencedChange(sequence: 2, change: .deleted(animalId: "Dog")),
      SequencedChange(sequence: 3, change: .saved(animal: restored)),
    ], latest: 3))
    #expect(try await self.store.changes(since: 2, limit: 1) == .changes([SequencedChange(sequence: 3, change: .saved(animal: restored))], latest: 3))
    #expect(try await self.store.changes(since: 3) == .changes([], latest: 3))
    #expect(try await self.store.changes(since: 4) == .reload(latest: 3))
  }

  @Test func onlyTheNewestChangesAreKeptAndAnOlderNumberReloads() async throws {
    let rounds = LocalStore.changeBacklog / 2 + 3
    for _ in 0 ..< rounds {
      let dog = try await self.store.deleteAnimal(animalId: "Dog")
      _ = try await self.store.restoreAnimal(dog)
    }
    let latest = Int64(2 * rounds)
    let oldestKept = latest - Int64(LocalStore.changeBacklog) + 1
    #expect(try await self.store.changes(since: oldestKept - 2) == .reload(latest: latest))
    guard case .changes(let changes, latest)? = try? await self.store.changes(since: oldestKept - 1, limit: 2) else {
      Issue.record("the kept changes are not served")
      return
    }
    #expect(changes.map(\.sequence) == [oldestKept, oldestKept + 1])
  }
}
