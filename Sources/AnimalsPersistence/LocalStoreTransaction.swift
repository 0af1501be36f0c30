//  LocalStoreTransaction.swift

import AnimalsData
import Foundation
import GRDB

/// The operations on an open database, inside one transaction (see `LocalStore.write`).
/// Validates its input, so no caller can store an empty name, an unknown category or diet.
public struct LocalStoreTransaction {
  let db: Database

  init(_ db: Database) {
    self.db = db
  }

  public func categories() throws -> [Category] {
    try Row.fetchAll(self.db, sql: "SELECT categoryId, name FROM category ORDER BY name").map {
      Category(categoryId: $0["categoryId"], name: $0["name"])
    }
  }

  public func animals() throws -> [Animal] {
    try Row.fetchAll(self.db, sql: "SELECT animalId, name, diet, categoryId FROM animal ORDER BY name").map(Self.animal)
  }

  public func animal(id: Animal.ID) throws -> Animal? {
    try Row.fetchOne(self.db, sql: "SELECT animalId, name, diet, categoryId FROM animal WHERE animalId = ?", arguments: [id]).map(Self.animal)
  }

  public func addAnimal(name: String, diet: Diet, categoryId: Category.ID) throws -> Animal {
    let animal = Animal(animalId: UUID().uuidString, name: try self.validName(name), diet: diet, categoryId: try self.knownCategory(categoryId))
    try self.db.execute(
      sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES (?, ?, ?, ?)",
      arguments: [animal.animalId, animal.name, animal.diet.rawValue, animal.categoryId]
    )
    return animal
  }

  public func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID) throws -> Animal {
    guard try self.animal(id: animalId) != nil else { throw LocalStoreError.animalNotFound(animalId: animalId) }
    let animal = Animal(animalId: animalId, name: try self.validName(name), diet: diet, categoryId: try self.knownCategory(categoryId))
    try self.db.execute(
      sql: "UPDATE animal SET name = ?, diet = ?, categoryId = ? WHERE animalId = ?",
      arguments: [animal.name, animal.diet.rawValue, animal.categoryId, animalId]
    )
    return animal
  }

  /// Inserts `animal` with its own id (undoing a delete); validated like an add.
  public func restoreAnimal(_ animal: Animal) throws -> Animal {
    guard try self.animal(id: animal.animalId) == nil else { throw LocalStoreError.animalExists(animalId: animal.animalId) }
    let restored = Animal(
      animalId: animal.animalId,
      name: try self.validName(animal.name),
      diet: animal.diet,
      categoryId: try self.knownCategory(animal.categoryId)
    )
    try self.db.execute(
      sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES (?, ?, ?, ?)",
      arguments: [restored.animalId, restored.name, restored.diet.rawValue, restored.categoryId]
    )
    return restored
  }

  public func deleteAnimal(animalId: Animal.ID) throws -> Animal {
    guard let animal = try self.animal(id: animalId) else { throw LocalStoreError.animalNotFound(animalId: animalId) }
    try self.db.execute(sql: "DELETE FROM animal WHERE animalId = ?", arguments: [animalId])
    return animal
  }

  /// Replaces every category and animal with the sample data.
  public func reloadSampleData() throws -> AnimalsSnapshot {
    try self.db.execute(sql: "DELETE FROM animal")
    try self.db.execute(sql: "DELETE FROM category")
    try self.insertSampleData()
    return AnimalsSnapshot(categories: try self.categories(), animals: try self.animals())
  }

  func insertSampleData() throws {
    for category in SampleData.categories {
      try self.db.execute(sql: "INSERT INTO category (categoryId, name) VALUES (?, ?)", arguments: [category.categoryId, category.name])
    }
    for animal in SampleData.animals {
      try self.db.execute(
        sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES (?, ?, ?, ?)",
        arguments: [animal.animalId, animal.name, animal.diet.rawValue, animal.categoryId]
      )
    }
  }

  private func validName(_ name: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw LocalStoreError.emptyName }
    return trimmed
  }

  private func knownCategory(_ categoryId: Category.ID) throws -> Category.ID {
    guard try Bool.fetchOne(self.db, sql: "SELECT EXISTS (SELECT 1 FROM category WHERE categoryId = ?)", arguments: [categoryId]) == true else {
      throw LocalStoreError.unknownCategory(categoryId: categoryId)
    }
    return categoryId
  }

  private static func animal(_ row: Row) throws -> Animal {
    let dietName: String = row["diet"]
    guard let diet = Diet(rawValue: dietName) else { throw LocalStoreError.unreadableRow(reason: "unknown diet \"\(dietName)\"") }
    return Animal(animalId: row["animalId"], name: row["name"], diet: diet, categoryId: row["categoryId"])
  }
}
