//  LocalStoreTests.swift

import AnimalsData
@testable import AnimalsPersistence
import Foundation
import TestSupport
import Testing

@Suite struct LocalStoreTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-tests")
  }

  var dataDirectory: URL {
    self.directory.url.appendingPathComponent("data", isDirectory: true)
  }

  @Test func firstLaunchCreatesTheDirectoryAndSeedsTheSampleData() async throws {
    let store = LocalStore(directory: self.dataDirectory)
    let categories = try await store.fetchCategories()
    let animals = try await store.fetchAnimals()
    #expect(categories.map(\.name) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
    #expect(Set(animals) == Set(SampleData.animals))
    #expect(FileManager.default.fileExists(atPath: store.databaseURL.path))
  }

  @Test func changesSurviveReopening() async throws {
    let store = LocalStore(directory: self.dataDirectory)
    let frog = try await store.addAnimal(name: "  Frog ", diet: .carnivore, categoryId: "Amphibian")
    #expect(frog.name == "Frog")
    let hound = try await store.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    let deleted = try await store.deleteAnimal(animalId: "Cat")
    #expect(deleted.name == "Cat")

    let reopened = LocalStore(directory: self.dataDirectory)
    let animals = try await reopened.fetchAnimals()
    #expect(animals.contains(frog))
    #expect(animals.contains(hound))
    #expect(!animals.contains { $0.animalId == "Cat" })
    #expect(animals.count == SampleData.animals.count)
  }

  @Test func deletingEverythingIsNotUndoneByReopening() async throws {
    let store = LocalStore(directory: self.dataDirectory)
    for animal in SampleData.animals {
      _ = try await store.deleteAnimal(animalId: animal.animalId)
    }
    let reopened = LocalStore(directory: self.dataDirectory)
    #expect(try await reopened.fetchAnimals().isEmpty)
  }

  @Test func reloadSampleDataReplacesEverything() async throws {
    let store = LocalStore(directory: self.dataDirectory)
    _ = try await store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    _ = try await store.deleteAnimal(animalId: "Dog")
    let snapshot = try await store.reloadSampleData()
    #expect(Set(snapshot.animals) == Set(SampleData.animals))
    #expect(Set(try await store.fetchAnimals()) == Set(SampleData.animals))
    #expect(snapshot.categories.count == 6)
  }

  @Test func invalidMutationsThrowClearErrorsAndChangeNothing() async throws {
    let store = LocalStore(directory: self.dataDirectory)
    await #expect(throws: LocalStoreError.emptyName) { try await store.addAnimal(name: " ", diet: .carnivore, categoryId: "Fish") }
    await #expect(throws: LocalStoreError.unknownCategory(categoryId: "Plant")) {
      try await store.addAnimal(name: "Fern", diet: .herbivore, categoryId: "Plant")
    }
    await #expect(throws: LocalStoreError.animalNotFound(animalId: "Unicorn")) {
      try await store.updateAnimal(animalId: "Unicorn", name: "Unicorn", diet: .herbivore, categoryId: "Mammal")
    }
    await #expect(throws: LocalStoreError.animalNotFound(animalId: "Unicorn")) { try await store.deleteAnimal(animalId: "Unicorn") }
    #expect(Set(try await store.fetchAnimals()) == Set(SampleData.animals))
  }

  @Test func aFailedTransactionLeavesNoPartialChanges() async throws {
    let store = LocalStore(directory: self.dataDirectory)
    await #expect(throws: LocalStoreError.animalNotFound(animalId: "Unicorn")) {
      try await store.write { transaction in
        _ = try transaction.deleteAnimal(animalId: "Dog")
        _ = try transaction.deleteAnimal(animalId: "Unicorn")
      }
    }
    #expect(try await store.fetchAnimals().contains { $0.animalId == "Dog" })
  }

  @Test func aCorruptFileGivesAClearErrorAndIsLeftUntouched() async throws {
    try FileManager.default.createDirectory(at: self.dataDirectory, withIntermediateDirectories: true)
    let store = LocalStore(directory: self.dataDirectory)
    let garbage = Data((0 ..< 4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try garbage.write(to: store.databaseURL)
    let before = try FileManager.default.attributesOfItem(atPath: store.databaseURL.path)[.modificationDate] as? Date

    let error = await #expect(throws: LocalStoreError.self) { try await store.fetchAnimals() }
    guard case .cannotOpen(let path, _)? = error else {
      Issue.record("expected cannotOpen, got \(String(describing: error))")
      return
    }
    #expect(path == store.databaseURL.path)
    #expect(String(describing: error!).contains("Cannot open the animals database"))
    // A second attempt (a Retry) fails the same way and still writes nothing.
    await #expect(throws: LocalStoreError.self) { try await store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian") }
    #expect(try Data(contentsOf: store.databaseURL) == garbage)
    let after = try FileManager.default.attributesOfItem(atPath: store.databaseURL.path)[.modificationDate] as? Date
    #expect(before == after)
  }

  @Test func aDataDirectoryThatCannotBeCreatedGivesAClearError() async throws {
    let file = self.directory.url.appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: file)
    let store = LocalStore(directory: file.appendingPathComponent("data"))
    let error = await #expect(throws: LocalStoreError.self) { try await store.fetchCategories() }
    guard case .cannotCreateDirectory? = error else {
      Issue.record("expected cannotCreateDirectory, got \(String(describing: error))")
      return
    }
  }

  @Test func aStoreThatFailedToOpenRecoversOnceTheProblemIsFixed() async throws {
    let blocker = self.dataDirectory
    try Data("x".utf8).write(to: blocker)
    let store = LocalStore(directory: blocker)
    await #expect(throws: LocalStoreError.self) { try await store.fetchCategories() }
    try FileManager.default.removeItem(at: blocker)
    #expect(try await store.fetchCategories().count == 6)
  }
}

/// Restoring an animal with its own id (what undoing a delete does).
@Suite struct LocalStoreRestoreTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-tests")
  }

  @Test func restoreKeepsTheIdAndSurvivesReopening() async throws {
    let store = LocalStore(directory: self.directory.url)
    let dog = try await store.deleteAnimal(animalId: "Dog")
    let restored = try await store.restoreAnimal(dog)
    #expect(restored == dog)
    let reopened = LocalStore(directory: self.directory.url)
    #expect(Set(try await reopened.fetchAnimals()) == Set(SampleData.animals))
  }

  @Test func restoringATakenIdIsAnErrorAndChangesNothing() async throws {
    let store = LocalStore(directory: self.directory.url)
    let impostor = Animal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal")
    await #expect(throws: LocalStoreError.animalExists(animalId: "Dog")) { try await store.restoreAnimal(impostor) }
    #expect(Set(try await store.fetchAnimals()) == Set(SampleData.animals))
  }

  @Test func restoreValidatesLikeAnAdd() async throws {
    let store = LocalStore(directory: self.directory.url)
    await #expect(throws: LocalStoreError.unknownCategory(categoryId: "Plant")) {
      try await store.restoreAnimal(Animal(animalId: "Fern", name: "Fern", diet: .herbivore, categoryId: "Plant"))
    }
    await #expect(throws: LocalStoreError.emptyName) {
      try await store.restoreAnimal(Animal(animalId: "Nobody", name: " ", diet: .herbivore, categoryId: "Mammal"))
    }
  }
}
