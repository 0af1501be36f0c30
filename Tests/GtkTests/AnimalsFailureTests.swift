//  AnimalsFailureTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import CGtk
import Foundation
import TestSupport
import Testing

/// What the window shows when the persistent store fails: the error, a way to retry, nothing lost.
extension GtkSuite {
@MainActor @Suite struct AnimalsFailureTests {
  /// A local store whose adds fail until `allowAdds` is set, like a full disk.
  final class FlakyAdds : PersistentSession, @unchecked Sendable {
    let base: LocalStore
    private let lock = NSLock()
    private var _allowAdds = false

    init(base: LocalStore) {
      self.base = base
    }

    var allowAdds: Bool {
      get { self.lock.withLock { self._allowAdds } }
      set { self.lock.withLock { self._allowAdds = newValue } }
    }

    func fetchCategories() async throws -> [AnimalsData.Category] { try await self.base.fetchCategories() }
    func fetchAnimals() async throws -> [Animal] { try await self.base.fetchAnimals() }
    func addAnimal(name: String, diet: Diet, categoryId: AnimalsData.Category.ID) async throws -> Animal {
      guard self.allowAdds else { throw LocalStoreError.failed(reason: "database or disk is full") }
      return try await self.base.addAnimal(name: name, diet: diet, categoryId: categoryId)
    }
    func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: AnimalsData.Category.ID, expectedVersion: Int?) async throws -> Animal {
      try await self.base.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: expectedVersion)
    }
    func deleteAnimal(animalId: Animal.ID, expectedVersion: Int?) async throws -> Animal {
      try await self.base.deleteAnimal(animalId: animalId, expectedVersion: expectedVersion)
    }
    func restoreAnimal(_ animal: Animal) async throws -> Animal { try await self.base.restoreAnimal(animal) }
    func reloadSampleData() async throws -> AnimalsSnapshot { try await self.base.reloadSampleData() }
  }

  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
  }

  @Test func aCorruptDatabaseIsShownWithRetryAndLeftUntouched() async throws {
    let database = self.directory.url.appendingPathComponent(LocalStore.fileName)
    let garbage = Data((0 ..< 4096).map { UInt8(truncatingIfNeeded: $0 &* 17) })
    try garbage.write(to: database)
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = harness.app.openWindow()
    try await harness.waitUntil("the error shows") { harness.exists("fetch-error", in: window) }
    #expect(harness.text("fetch-error", in: window)?.contains("Cannot open the animals database at \(database.path)") == true)
    #expect(harness.text("fetch-error", in: window)?.contains("left untouched") == true)
    #expect(harness.isSensitive("add-animal", in: window) == false)

    try await harness.waitUntil("Retry is enabled") { harness.isSensitive("retry", in: window) == true }
    harness.click("retry", in: window)
    #expect(harness.store.state.categories.status == .waiting)
    try await harness.waitUntil("the retry fails the same way") {
      harness.store.state.categories.status?.failure == .storageCorrupt(path: database.path) && harness.exists("fetch-error", in: window)
    }
    #expect(try Data(contentsOf: database) == garbage)

    // Once the user moves the broken file away, Retry loads a fresh store.
    try FileManager.default.moveItem(at: database, to: self.directory.url.appendingPathComponent("broken.sqlite"))
    try await harness.waitUntil("Retry is enabled") { harness.isSensitive("retry", in: window) == true }
    harness.click("retry", in: window)
    // The categories and the animals load in two requests: the error goes once both have.
    try await harness.waitUntil("the categories load and the error goes") {
      harness.rowKeys("categories-list", in: window).count == 6 && !harness.exists("fetch-error", in: window)
    }
  }

  @Test func aFailedSaveKeepsTheEditorOpenWithTheErrorAndCanBeRetried() async throws {
    let session = FlakyAdds(base: LocalStore(directory: self.directory.url))
    let harness = AnimalsTestHarness(session: session)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    try await harness.openEditor(inEmptyCategory: "Reptile", in: window)
    harness.type("Gecko", into: "editor-name", in: window)
    harness.choose("Carnivore", in: "editor-diet", in: window, choices: GtkSuite.AnimalsWindowTests.diets)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-save", in: window)
    try await harness.waitUntil("the failure shows in the editor") { harness.text("editor-error", in: window) == "Reading or writing the animals database failed." }
    #expect(harness.store.state.animals.queue.values.contains(.failure(.storageFailed)))
    #expect(harness.exists("editor", in: window))
    #expect(harness.text("editor-name", in: window) == "Gecko")

    session.allowAdds = true
    try await harness.waitUntil("Save is enabled again") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-save", in: window)
    try await harness.waitUntil("the gecko is added and the editor closes") {
      !harness.exists("editor", in: window) && harness.animalNames(in: window) == ["Gecko"]
    }
  }
}
}
