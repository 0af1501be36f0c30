//  UnreadableRowTests.swift

import AnimalsData
@testable import AnimalsPersistence
import Foundation
import GRDB
import TestSupport
import Testing

/// The schema refuses bad rows; rows already bad are skipped and reported by id while the rest are served.
@Suite struct UnreadableRowTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-tests")
  }

  @Test func aRowWithAnUnknownDietIsReportedAndTheRestAreServed() async throws {
    let store = LocalStore(directory: self.directory.url)
    try await store.open()
    try DatabaseFiles.insertUnchecked(into: store.databaseURL, sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES ('Tofu', 'Tofu', 'Vegan', 'Mammal')")
    let animals = try await store.fetchAnimals()
    #expect(Set(animals) == Set(SampleData.animals))
    let (_, unreadable) = try await store.read { try $0.animalsAndUnreadable() }
    #expect(unreadable == [UnreadableAnimal(animalId: "Tofu", reason: #"unknown diet "Vegan""#)])
    #expect(UnreadableAnimal.summary(unreadable).hasPrefix("1 stored animal could not be read and was skipped: \"Tofu\""))
  }

  @Test func theFetchNamesTheSkippedRowsForTheWindow() async throws {
    let store = LocalStore(directory: self.directory.url)
    #expect(try await store.fetchAnimalsWithNotice() == AnimalsFetch(animals: try await store.fetchAnimals(), notice: nil))
    try DatabaseFiles.insertUnchecked(into: store.databaseURL, sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES ('Tofu', 'Tofu', 'Vegan', 'Mammal')")
    let fetch = try await store.fetchAnimalsWithNotice()
    #expect(Set(fetch.animals) == Set(SampleData.animals))
    #expect(fetch.notice == UnreadableAnimalsNotice(count: 1, animalIds: ["Tofu"]))
  }

  @Test func aNoticeNamesAFewRowsAndCountsTheRest() {
    let rows = (1 ... 8).map { UnreadableAnimal(animalId: "\($0)", reason: "unknown diet \"Vegan\"") }
    #expect(UnreadableAnimal.notice(rows) == UnreadableAnimalsNotice(count: 8, animalIds: ["1", "2", "3", "4", "5"]))
    #expect(UnreadableAnimal.notice([]) == nil)
  }

  @Test func theSchemaRefusesBadValues() async throws {
    let store = LocalStore(directory: self.directory.url)
    try await store.open()
    let queue = try DatabaseQueue(path: store.databaseURL.path)
    for values in [
      "('A', 'A', 'Vegan', 'Mammal')", "('B', 'B', 'Carnivore', 'Plant')", "('C', '', 'Carnivore', 'Mammal')",
      "('D', ' padded ', 'Carnivore', 'Mammal')", "('E', 'tab' || char(9), 'Carnivore', 'Mammal')",
      "('F', '\(String(repeating: "x", count: AnimalName.maxLength + 1))', 'Carnivore', 'Mammal')",
    ] {
      #expect(throws: DatabaseError.self, "\(values)") {
        try queue.write { db in try db.execute(sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES \(values)") }
      }
    }
  }

  @Test func theMigrationKeepsGoodRowsAndSetsBadOnesAsideWithNothingLost() async throws {
    let file = self.directory.url.appendingPathComponent(LocalStore.fileName)
    try DatabaseFiles.writeLegacy(to: file)
    try DatabaseFiles.insertUnchecked(into: file, sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES ('Tofu', 'Tofu', 'Vegan', 'Mammal'), ('Tab', 'Tab' || char(9), 'Herbivore', 'Mammal')")
    let store = LocalStore(directory: self.directory.url)
    let (animals, unreadable) = try await store.read { try $0.animalsAndUnreadable() }
    #expect(Set(animals.map(\.animalId)) == ["Dog", "Frog"])
    #expect(Set(unreadable.map(\.animalId)) == ["Tofu", "Tab"])
    let kept = try await DatabaseQueue(path: file.path).read { db in try String.fetchAll(db, sql: "SELECT diet FROM animal_unreadable ORDER BY animalId") }
    #expect(kept == ["Herbivore", "Vegan"])
  }

  @Test func namesAreStoredExactlyOrRefused() async throws {
    let store = LocalStore(directory: self.directory.url)
    await #expect(throws: LocalStoreError.invalidName(.controlCharacter)) { try await store.addAnimal(name: "q\u{0}r", diet: .carnivore, categoryId: "Fish") }
    await #expect(throws: LocalStoreError.invalidName(.controlCharacter)) { try await store.addAnimal(name: "\u{0}", diet: .carnivore, categoryId: "Fish") }
    await #expect(throws: LocalStoreError.invalidName(.tooLong(maxLength: AnimalName.maxLength))) {
      try await store.updateAnimal(animalId: "Dog", name: String(repeating: "d", count: 201), diet: .carnivore, categoryId: "Mammal")
    }
    let odd = try await store.addAnimal(name: "Zoë 🦊 «Ω»", diet: .omnivore, categoryId: "Mammal")
    let stored = try await LocalStore(directory: self.directory.url).fetchAnimals()
    #expect(stored.contains(odd))
    #expect(Set(stored.filter { $0 != odd }) == Set(SampleData.animals))
  }
}
