//  AnimalVersionTests.swift

import AnimalsData
@testable import AnimalsPersistence
import Foundation
import TestSupport
import GRDB
import Testing

/// Every stored animal carries a version: each change takes it one up, and a change made on an older
/// version is refused with the current animal, writing nothing.
@Suite struct AnimalVersionTests {
  let directory: TemporaryDirectory
  let store: LocalStore

  init() throws {
    self.directory = try TemporaryDirectory()
    self.store = LocalStore(directory: self.directory.url)
  }

  @Test func newAnimalsStartAtOneAndEveryChangeTakesTheVersionUp() async throws {
    #expect(try await self.store.fetchAnimals().allSatisfy { $0.version == 1 })
    let frog = try await self.store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    #expect(frog.version == 1)
    let toad = try await self.store.updateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", expectedVersion: 1)
    #expect(toad.version == 2)
    let same = try await self.store.updateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", expectedVersion: 2)
    #expect(same == toad, "the same values again change nothing")
    #expect(try await self.store.fetchAnimals().contains(toad))
  }

  @Test func anUpdateOnAnOlderVersionIsRefusedWithTheCurrentAnimal() async throws {
    let hound = try await self.store.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", expectedVersion: 1)
    await #expect(throws: AnimalConflict(animalId: "Dog", expectedVersion: 1, current: hound)) {
      try await self.store.updateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", expectedVersion: 1)
    }
    #expect(try await self.store.fetchAnimals().contains(hound))
  }

  @Test func aDeleteOnAnOlderVersionDeletesNothing() async throws {
    let hound = try await self.store.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    await #expect(throws: AnimalConflict(animalId: "Dog", expectedVersion: 1, current: hound)) {
      try await self.store.deleteAnimal(animalId: "Dog", expectedVersion: 1)
    }
    #expect(try await self.store.fetchAnimals().contains(hound))
    #expect(try await self.store.deleteAnimal(animalId: "Dog", expectedVersion: 2) == hound)
  }

  @Test func aChangeOfAnAnimalDeletedMeanwhileIsAConflictWithNoCurrentAnimal() async throws {
    _ = try await self.store.deleteAnimal(animalId: "Cat")
    await #expect(throws: AnimalConflict(animalId: "Cat", expectedVersion: 1, current: nil)) {
      try await self.store.updateAnimal(animalId: "Cat", name: "Lynx", diet: .carnivore, categoryId: "Mammal", expectedVersion: 1)
    }
    await #expect(throws: AnimalConflict(animalId: "Cat", expectedVersion: 1, current: nil)) {
      try await self.store.deleteAnimal(animalId: "Cat", expectedVersion: 1)
    }
    await #expect(throws: LocalStoreError.animalNotFound(animalId: "Cat")) { try await self.store.deleteAnimal(animalId: "Cat") }
  }

  @Test func aRestoredAnimalComesBackAsItWasWithItsVersion() async throws {
    let hound = try await self.store.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    let deleted = try await self.store.deleteAnimal(animalId: "Dog", expectedVersion: 2)
    #expect(try await self.store.restoreAnimal(deleted) == hound)
    let forged = Animal(animalId: "Cat", name: "Cat", diet: .carnivore, categoryId: "Mammal", version: Int.max)
    _ = try await self.store.deleteAnimal(animalId: "Cat")
    await #expect(throws: LocalStoreError.invalidVersion(Int.max)) { try await self.store.restoreAnimal(forged) }
  }

  @Test func aDatabaseFromBeforeVersionsStartsEveryAnimalAtOne() async throws {
    try FileManager.default.createDirectory(at: self.directory.url, withIntermediateDirectories: true)
    try DatabaseFiles.writeLegacy(to: self.store.databaseURL)
    let animals = try await self.store.fetchAnimals()
    #expect(animals.map(\.animalId).sorted() == ["Dog", "Frog"])
    #expect(animals.allSatisfy { $0.version == 1 })
    let hound = try await self.store.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", expectedVersion: 1)
    #expect(hound.version == 2)
  }

  @Test func theSchemaRefusesAVersionBelowOne() async throws {
    try await self.store.open()
    await #expect(throws: LocalStoreError.self) {
      try await self.store.write { transaction in try transaction.db.execute(sql: "UPDATE animal SET version = 0 WHERE animalId = 'Dog'") }
    }
  }
}
