//  DatabaseIdentityTests.swift

import AnimalsData
@testable import AnimalsPersistence
import Foundation
import GRDB
import TestSupport
import Testing

/// Only our own databases are opened and written: anything else is refused at open with a clear message
/// and stays byte for byte as it was; ours from before the application id are upgraded with nothing lost.
@Suite struct DatabaseIdentityTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-tests")
  }

  var store: LocalStore {
    LocalStore(directory: self.directory.url)
  }

  var file: URL {
    self.store.databaseURL
  }

  /// Opens the file at `file`, expecting a refusal whose reason contains `reason`, and the file unchanged.
  func expectRefused(_ reason: String) async throws {
    let before = try Data(contentsOf: self.file)
    let store = self.store
    let error = await #expect(throws: LocalStoreError.self) { try await store.open() }
    await #expect(throws: LocalStoreError.self) { try await store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian") }
    guard case .cannotOpen(let path, let message)? = error else {
      Issue.record("expected cannotOpen, got \(String(describing: error))")
      return
    }
    #expect(message.contains(reason), "\(message)")
    // The window names the file; the reason goes to the log.
    #expect(AnimalsFailure(error!) == .storageCorrupt(path: path))
    #expect(String(describing: error!).contains("The file was left untouched"))
    #expect(try Data(contentsOf: self.file) == before)
    #expect(!FileManager.default.fileExists(atPath: self.file.path + "-journal"))
  }

  @Test func anotherProgramsDatabaseWithAnAnimalTableIsRefusedAndUntouched() async throws {
    try DatabaseFiles.writeForeign(to: self.file, sql: "CREATE TABLE animal (id INTEGER PRIMARY KEY, species TEXT); INSERT INTO animal VALUES (1, 'Yak');")
    try await self.expectRefused("belongs to another program")
  }

  @Test func anotherProgramsDatabaseWithOtherTablesIsRefusedAndUntouched() async throws {
    try DatabaseFiles.writeForeign(to: self.file, sql: "CREATE TABLE invoice (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoice VALUES (1, 9.5);")
    try await self.expectRefused("its tables are invoice")
  }

  @Test func aDatabaseWithAnotherApplicationIdIsRefusedAndUntouched() async throws {
    try DatabaseFiles.writeForeign(to: self.file, sql: "PRAGMA application_id = 42")
    try await self.expectRefused("application id 42")
  }

  @Test func aFileThatIsNotSQLiteIsRefusedAndUntouched() async throws {
    try Data("just some text, not a database\n".utf8).write(to: self.file)
    try await self.expectRefused("not an SQLite database")
  }

  @Test func aDatabaseWithCorruptPagesIsRefusedAtOpenAndUntouched() async throws {
    _ = try await self.store.fetchAnimals()
    // Keep the header page (a valid header) and scribble over the pages after it.
    var bytes = try Data(contentsOf: self.file)
    let pageSize = 4096
    #expect(bytes.count > pageSize)
    for index in pageSize ..< bytes.count where index % 7 != 0 {
      bytes[index] = UInt8(truncatingIfNeeded: index &* 131)
    }
    try bytes.write(to: self.file)
    try await self.expectRefused("damaged")
  }

  @Test func ourDatabaseFromBeforeTheApplicationIdIsUpgradedWithNothingLost() async throws {
    try DatabaseFiles.writeLegacy(to: self.file)
    #expect(try DatabaseFiles.applicationId(of: self.file) == 0)
    let animals = try await self.store.fetchAnimals()
    #expect(Set(animals.map(\.animalId)) == ["Dog", "Frog"])
    #expect(try DatabaseFiles.applicationId(of: self.file) == DatabaseIdentity.applicationId)
    // And it opens again as ours.
    #expect(try await LocalStore(directory: self.directory.url).fetchAnimals().count == 2)
  }

  @Test func aNewOrEmptyFileGetsTheApplicationId() async throws {
    try Data().write(to: self.file)
    #expect(Set(try await self.store.fetchAnimals()) == Set(SampleData.animals))
    #expect(try DatabaseFiles.applicationId(of: self.file) == DatabaseIdentity.applicationId)
  }
}
