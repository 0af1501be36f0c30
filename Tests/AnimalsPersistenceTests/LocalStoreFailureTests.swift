//  LocalStoreFailureTests.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import TestSupport
import Testing

/// What the local database refuses reaches the state as the `AnimalsFailure` the window translates.
@Suite struct LocalStoreFailureTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-store-failures")
  }

  /// The failure `body` throws, as the thunks turn it into a value.
  func failure(_ body: () async throws -> Animal) async -> AnimalsFailure? {
    do {
      _ = try await body()
      return nil
    } catch {
      return AnimalsFailure(error)
    }
  }

  @Test func refusalsBecomeTypedFailures() async throws {
    let store = LocalStore(directory: self.directory.url)
    try await store.open()
    #expect(await self.failure { try await store.addAnimal(name: " ", diet: .carnivore, categoryId: "Fish") } == .invalidName(.empty))
    let long = String(repeating: "a", count: AnimalName.maxLength + 1)
    #expect(await self.failure { try await store.addAnimal(name: long, diet: .carnivore, categoryId: "Fish") } == .invalidName(.tooLong(maxLength: AnimalName.maxLength)))
    #expect(await self.failure { try await store.addAnimal(name: "A\tB", diet: .carnivore, categoryId: "Fish") } == .invalidName(.controlCharacter))
    #expect(await self.failure { try await store.addAnimal(name: "Fern", diet: .herbivore, categoryId: "Plant") } == .unknownCategory)
    #expect(await self.failure { try await store.deleteAnimal(animalId: "Unicorn") } == .animalNotFound)
    let cat = try #require(try await store.fetchAnimals().first { $0.name == "Cat" })
    #expect(await self.failure { try await store.restoreAnimal(cat) } == .animalExists)
  }

  @Test func aDataDirectoryThatCannotBeMadeIsNamed() async throws {
    let file = self.directory.url.appendingPathComponent("a-file")
    try Data("not a directory".utf8).write(to: file)
    let directory = file.appendingPathComponent("data")
    let store = LocalStore(directory: directory)
    #expect(await self.failure { try await store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian") } == .cannotCreateDataDirectory(path: directory.path))
  }
}
