//  PostgresTransaction.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import Logging
import PostgresNIO

/// The operations on the PostgreSQL database inside one transaction: the same rules and answers as
/// `LocalStoreTransaction` (see `AnimalsServerStore`).
///
/// Every write transaction first locks the change counter's single row (`lockWrites`): writers then run
/// one after another, so a version checked is still the version written, and the sequence numbers they
/// take are given out in commit order without gaps. A reader that sees change N+1 has seen N.
struct PostgresTransaction {
  /// Notifications carry the newest sequence number of a committed transaction (see `ChangeNotifications`).
  static let channel = "animals_changes"

  let connection: PostgresConnection
  let logger: Logger

  /// BEGIN, `body`, COMMIT; ROLLBACK and the body's own error when it throws.
  static func run<T>(
    on connection: PostgresConnection, logger: Logger, _ body: (PostgresConnection) async throws -> sending T
  ) async throws -> sending T {
    _ = try await connection.query("BEGIN", logger: logger)
    let value: T
    do {
      value = try await body(connection)
    } catch {
      _ = try? await connection.query("ROLLBACK", logger: logger)
      throw error
    }
    _ = try await connection.query("COMMIT", logger: logger)
    return value
  }

  func lockWrites() async throws {
    _ = try await self.connection.query("SELECT latest FROM animal_change_counter FOR UPDATE", logger: self.logger)
  }

  func categories() async throws -> [AnimalsData.Category] {
    var categories: [AnimalsData.Category] = []
    let rows = try await self.connection.query("SELECT category_id, name FROM category ORDER BY name COLLATE \"C\"", logger: self.logger)
    for try await (categoryId, name) in rows.decode((String, String).self) {
      categories.append(AnimalsData.Category(categoryId: categoryId, name: name))
    }
    return categories
  }

  /// Every readable animal, and the rows that break the rules (logged), so one bad row never hides the others.
  func animalsAndUnreadable(id: Animal.ID? = nil) async throws -> (animals: [Animal], unreadable: [UnreadableAnimal]) {
    let query: PostgresQuery = id.map { id in
      "SELECT a.animal_id, a.name, a.diet, a.category_id, a.version::bigint, c.category_id IS NOT NULL FROM animal a LEFT JOIN category c USING (category_id) WHERE a.animal_id = \(id)"
    } ?? "SELECT a.animal_id, a.name, a.diet, a.category_id, a.version::bigint, c.category_id IS NOT NULL FROM animal a LEFT JOIN category c USING (category_id) ORDER BY a.name COLLATE \"C\""
    var animals: [Animal] = []
    var unreadable: [UnreadableAnimal] = []
    for try await (animalId, name, dietName, categoryId, version, knownCategory) in try await self.connection.query(query, logger: self.logger)
      .decode((String, String, String, String, Int64, Bool).self) {
      func skip(_ reason: String) { unreadable.append(UnreadableAnimal(animalId: animalId, reason: reason)) }
      guard (try? AnimalName.validated(name)) == name else { skip("its name breaks the naming rules"); continue }
      guard let diet = Diet(rawValue: dietName) else { skip("unknown diet \"\(dietName)\""); continue }
      guard knownCategory else { skip("unknown category \"\(categoryId)\""); continue }
      guard AnimalRules.versions.contains(Int(version)) else { skip("its version is not a whole number from 1 to \(Int32.max - 1)"); continue }
      animals.append(Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, version: Int(version)))
    }
    if !unreadable.isEmpty {
      self.logger.warning("\(UnreadableAnimal.summary(unreadable))")
    }
    return (animals, unreadable)
  }

  func animal(id: Animal.ID) async throws -> Animal? {
    let (animals, unreadable) = try await self.animalsAndUnreadable(id: id)
    if let row = unreadable.first { throw LocalStoreError.unreadableRow(reason: row.description) }
    return animals.first
  }

  func addAnimal(name: String, diet: Diet, categoryId: AnimalsData.Category.ID) async throws -> Animal {
    let animal = Animal(animalId: UUID().uuidString, name: try AnimalRules.validName(name), diet: diet, categoryId: try await self.knownCategory(categoryId))
    try await self.insert(animal)
    try await self.record(.saved(animal: animal))
    return animal
  }

  func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: AnimalsData.Category.ID, expectedVersion: Int?) async throws -> Animal {
    let stored = try AnimalRules.current(try await self.animal(id: animalId), animalId: animalId, expectedVersion: expectedVersion)
    let values = Animal(animalId: animalId, name: try AnimalRules.validName(name), diet: diet, categoryId: try await self.knownCategory(categoryId))
    if values.hasSameValues(as: stored) { return stored }
    let animal = Animal(animalId: animalId, name: values.name, diet: diet, categoryId: values.categoryId, version: try AnimalRules.validVersion(stored.version + 1))
    _ = try await self.connection.query(
      "UPDATE animal SET name = \(animal.name), diet = \(animal.diet.rawValue), category_id = \(animal.categoryId), version = \(animal.version) WHERE animal_id = \(animalId)",
      logger: self.logger
    )
    try await self.record(.saved(animal: animal))
    return animal
  }

  func deleteAnimal(animalId: Animal.ID, expectedVersion: Int?) async throws -> Animal {
    let animal = try AnimalRules.current(try await self.animal(id: animalId), animalId: animalId, expectedVersion: expectedVersion)
    _ = try await self.connection.query("DELETE FROM animal WHERE animal_id = \(animalId)", logger: self.logger)
    try await self.record(.deleted(animalId: animalId))
    return animal
  }

  func restoreAnimal(_ animal: Animal) async throws -> Animal {
    guard try await self.animal(id: animal.animalId) == nil else { throw LocalStoreError.animalExists(animalId: animal.animalId) }
    let restored = Animal(
      animalId: animal.animalId,
      name: try AnimalRules.validName(animal.name),
      diet: animal.diet,
      categoryId: try await self.knownCategory(animal.categoryId),
      version: try AnimalRules.validVersion(animal.version)
    )
    try await self.insert(restored)
    try await self.record(.saved(animal: restored))
    return restored
  }

  func reloadSampleData() async throws -> AnimalsSnapshot {
    _ = try await self.connection.query("DELETE FROM animal", logger: self.logger)
    _ = try await self.connection.query("DELETE FROM category", logger: self.logger)
    try await self.insertSampleData()
    try await self.record(.replacedAll)
    return AnimalsSnapshot(categories: try await self.categories(), animals: try await self.animalsAndUnreadable().animals)
  }

  func insertSampleData() async throws {
    for category in SampleData.categories {
      _ = try await self.connection.query("INSERT INTO category (category_id, name) VALUES (\(category.categoryId), \(category.name))", logger: self.logger)
    }
    for animal in SampleData.animals {
      try await self.insert(animal)
    }
  }

  private func insert(_ animal: Animal) async throws {
    _ = try await self.connection.query(
      "INSERT INTO animal (animal_id, name, diet, category_id, version) VALUES (\(animal.animalId), \(animal.name), \(animal.diet.rawValue), \(animal.categoryId), \(animal.version))",
      logger: self.logger
    )
  }

  private func knownCategory(_ categoryId: AnimalsData.Category.ID) async throws -> AnimalsData.Category.ID {
    for try await known in try await self.connection.query("SELECT EXISTS (SELECT 1 FROM category WHERE category_id = \(categoryId))", logger: self.logger).decode(Bool.self) {
      if known { return categoryId }
    }
    throw LocalStoreError.unknownCategory(categoryId: categoryId)
  }
}
