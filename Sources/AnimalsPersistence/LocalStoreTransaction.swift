//  LocalStoreTransaction.swift

import AnimalsData
import Foundation
import GRDB
import Logging

/// The operations on an open database, inside one transaction (see `LocalStore.write`).
/// Validates its input, so no caller can store an empty name, an unknown category or diet.
public struct LocalStoreTransaction {
  let db: Database
  let logger: Logger

  init(_ db: Database, logger: Logger = Logger(label: "AnimalsPersistence")) {
    self.db = db
    self.logger = logger
  }

  public func categories() throws -> [Category] {
    try Row.fetchAll(self.db, sql: "SELECT categoryId, name FROM category ORDER BY name").map {
      Category(categoryId: $0["categoryId"], name: $0["name"])
    }
  }

  /// The readable animals; rows that break the rules are skipped and logged (see `animalsAndUnreadable`).
  public func animals() throws -> [Animal] {
    try self.animalsAndUnreadable().animals
  }

  /// Every animal that can be read, and the rows that cannot, by id (logged as a warning), so one bad row
  /// never hides the others.
  public func animalsAndUnreadable() throws -> (animals: [Animal], unreadable: [UnreadableAnimal]) {
    var animals: [Animal] = []
    var unreadable: [UnreadableAnimal] = []
    let rows = try Row.fetchCursor(self.db, sql: """
      SELECT \(Self.animalColumns) FROM animal LEFT JOIN category USING (categoryId) ORDER BY animal.name
      """)
    while let row = try rows.next() {
      switch Self.animal(row) {
      case .success(let animal): animals.append(animal)
      case .failure(let row): unreadable.append(row)
      }
    }
    if try self.db.tableExists("animal_unreadable") {
      unreadable += try Row.fetchAll(self.db, sql: "SELECT animalId FROM animal_unreadable").map {
        UnreadableAnimal(animalId: Self.text($0, "animalId") ?? "?", reason: "kept aside when the schema gained its checks")
      }
    }
    if !unreadable.isEmpty {
      self.logger.warning("\(UnreadableAnimal.summary(unreadable))")
    }
    return (animals, unreadable)
  }

  public func animal(id: Animal.ID) throws -> Animal? {
    let row = try Row.fetchOne(self.db, sql: """
      SELECT \(Self.animalColumns) FROM animal LEFT JOIN category USING (categoryId) WHERE animal.animalId = ?
      """, arguments: [id])
    return try row.map { row in try Self.animal(row).mapError { LocalStoreError.unreadableRow(reason: $0.description) }.get() }
  }

  private static let animalColumns = """
    animal.animalId, animal.name, animal.diet, animal.categoryId, animal.version, category.categoryId IS NOT NULL AS knownCategory
    """

  public func addAnimal(name: String, diet: Diet, categoryId: Category.ID) throws -> Animal {
    let animal = Animal(animalId: UUID().uuidString, name: try self.validName(name), diet: diet, categoryId: try self.knownCategory(categoryId))
    try self.db.execute(
      sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES (?, ?, ?, ?)",
      arguments: [animal.animalId, animal.name, animal.diet.rawValue, animal.categoryId]
    )
    try self.record(.saved(animal: animal))
    return animal
  }

  /// Changes the animal's values, one version up. With `expectedVersion`, throws an `AnimalConflict` unless the
  /// stored animal is at it. The same values again change nothing, not even the version.
  public func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID, expectedVersion: Int? = nil) throws -> Animal {
    let stored = try self.current(animalId, expectedVersion: expectedVersion)
    let values = Animal(animalId: animalId, name: try self.validName(name), diet: diet, categoryId: try self.knownCategory(categoryId))
    if values.hasSameValues(as: stored) { return stored }
    let animal = Animal(animalId: animalId, name: values.name, diet: diet, categoryId: values.categoryId, version: try AnimalRules.validVersion(stored.version + 1))
    try self.db.execute(
      sql: "UPDATE animal SET name = ?, diet = ?, categoryId = ?, version = ? WHERE animalId = ?",
      arguments: [animal.name, animal.diet.rawValue, animal.categoryId, animal.version, animalId]
    )
    try self.record(.saved(animal: animal))
    return animal
  }

  /// The stored animal, if it is at `expectedVersion` (when given).
  private func current(_ animalId: Animal.ID, expectedVersion: Int?) throws -> Animal {
    try AnimalRules.current(try self.animal(id: animalId), animalId: animalId, expectedVersion: expectedVersion)
  }

  /// Inserts `animal` with its own id and version (undoing a delete); validated like an add.
  public func restoreAnimal(_ animal: Animal) throws -> Animal {
    guard try self.animal(id: animal.animalId) == nil else { throw LocalStoreError.animalExists(animalId: animal.animalId) }
    let restored = Animal(
      animalId: animal.animalId,
      name: try self.validName(animal.name),
      diet: animal.diet,
      categoryId: try self.knownCategory(animal.categoryId),
      version: try AnimalRules.validVersion(animal.version)
    )
    try self.db.execute(
      sql: "INSERT INTO animal (animalId, name, diet, categoryId, version) VALUES (?, ?, ?, ?, ?)",
      arguments: [restored.animalId, restored.name, restored.diet.rawValue, restored.categoryId, restored.version]
    )
    try self.record(.saved(animal: restored))
    return restored
  }

  /// Deletes the animal; with `expectedVersion`, throws an `AnimalConflict` unless the stored animal is at it.
  public func deleteAnimal(animalId: Animal.ID, expectedVersion: Int? = nil) throws -> Animal {
    let animal = try self.current(animalId, expectedVersion: expectedVersion)
    try self.db.execute(sql: "DELETE FROM animal WHERE animalId = ?", arguments: [animalId])
    try self.record(.deleted(animalId: animalId))
    return animal
  }

  /// Replaces every category and animal with the sample data.
  public func reloadSampleData() throws -> AnimalsSnapshot {
    try self.db.execute(sql: "DELETE FROM animal")
    try self.db.execute(sql: "DELETE FROM category")
    try self.insertSampleData()
    try self.record(.replacedAll)
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
    try AnimalRules.validName(name)
  }

  private func knownCategory(_ categoryId: Category.ID) throws -> Category.ID {
    guard try Bool.fetchOne(self.db, sql: "SELECT EXISTS (SELECT 1 FROM category WHERE categoryId = ?)", arguments: [categoryId]) == true else {
      throw LocalStoreError.unknownCategory(categoryId: categoryId)
    }
    return categoryId
  }

  /// A row as an animal, or why it breaks the rules (values of any type, as another program may have written).
  private static func animal(_ row: Row) -> Result<Animal, UnreadableAnimal> {
    let animalId = Self.text(row, "animalId") ?? "?"
    func unreadable(_ reason: String) -> Result<Animal, UnreadableAnimal> {
      .failure(UnreadableAnimal(animalId: animalId, reason: reason))
    }
    guard let name = Self.text(row, "name") else { return unreadable("its name is not text") }
    guard (try? AnimalName.validated(name)) == name else { return unreadable("its name breaks the naming rules") }
    let dietName = Self.text(row, "diet") ?? "?"
    guard let diet = Diet(rawValue: dietName) else { return unreadable("unknown diet \"\(dietName)\"") }
    let categoryId = Self.text(row, "categoryId") ?? "?"
    guard (row["knownCategory"] as Bool?) == true else { return unreadable("unknown category \"\(categoryId)\"") }
    guard let version = Int.fromDatabaseValue(row["version"] as DatabaseValue), (1 ..< Int(Int32.max)).contains(version) else {
      return unreadable("its version is not a whole number from 1 to \(Int32.max - 1)")
    }
    return .success(Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, version: version))
  }

  private static func text(_ row: Row, _ column: String) -> String? {
    String.fromDatabaseValue(row[column] as DatabaseValue)
  }
}
