//  AnimalsMigrations.swift

import AnimalsData
import GRDB

/// The schema, one migration per change. Migrations only ever add: a shipped one is never edited.
enum AnimalsMigrations {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: categories and animals") { db in
      try db.create(table: "category") { table in
        table.primaryKey("categoryId", .text)
        table.column("name", .text).notNull()
      }
      try db.create(table: "animal") { table in
        table.primaryKey("animalId", .text)
        table.column("name", .text).notNull().check { length($0) > 0 }
        table.column("diet", .text).notNull().check { Diet.allCases.map(\.rawValue).contains($0) }
        table.column("categoryId", .text).notNull().indexed().references("category", onDelete: .restrict)
      }
    }
    // Runs once, when the database is created: a user who deletes every animal keeps an empty store.
    migrator.registerMigration("v1: sample data") { db in
      try LocalStoreTransaction(db).insertSampleData()
    }
    migrator.registerMigration("v2: application id and checked animals") { db in
      try db.execute(sql: "PRAGMA application_id = \(DatabaseIdentity.applicationId)")
      try Self.recreateAnimalsWithChecks(db)
    }
    // Every animal carries a version, so a change made on an old one is refused instead of overwriting.
    migrator.registerMigration("v3: animal versions") { db in
      try db.execute(sql: "ALTER TABLE animal ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (typeof(version) = 'integer' AND version >= 1)")
    }
    // The change log the live channel publishes from: numbers given out in commit order, never reused.
    migrator.registerMigration("v4: change log") { db in
      try db.execute(sql: "CREATE TABLE animal_change (sequence INTEGER PRIMARY KEY AUTOINCREMENT, change TEXT NOT NULL)")
    }
    // The replies to mutation requests by id, so a request sent again is answered, not applied twice.
    migrator.registerMigration("v5: mutation requests") { db in
      try db.execute(sql: """
        CREATE TABLE mutation_request (
          sequence INTEGER PRIMARY KEY AUTOINCREMENT,
          requestId TEXT NOT NULL UNIQUE CHECK (length(requestId) = 36),
          request TEXT NOT NULL,
          reply TEXT NOT NULL
        )
        """)
    }
    return migrator
  }

  /// The names every migration is registered under, to recognise a database of ours from before the application id.
  static var identifiers: Set<String> {
    Set(Self.migrator.migrations)
  }

  /// The CHECK of a stored name: what `AnimalName.validated` returns passes it (trimmed, 1...200 code points,
  /// no control character).
  static let nameCheck = """
    length(name) BETWEEN 1 AND \(AnimalName.maxLength) AND name = trim(name) \
    AND name NOT GLOB ('*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159) || ']*')
    """

  /// SQLite cannot add a CHECK to a table: the animals move to a new table that has them. Rows that fail the
  /// checks (written by another program) move to `animal_unreadable` instead, so nothing is lost, and are
  /// reported on every read until someone repairs them.
  private static func recreateAnimalsWithChecks(_ db: Database) throws {
    try db.create(table: "animal_checked") { table in
      table.primaryKey("animalId", .text).check { length($0) > 0 }
      table.column("name", .text).notNull().check(sql: Self.nameCheck)
      table.column("diet", .text).notNull().check { Diet.allCases.map(\.rawValue).contains($0) }
      table.column("categoryId", .text).notNull().indexed().references("category", onDelete: .restrict)
        .check { SampleData.categories.map(\.categoryId).contains($0) }
    }
    try db.create(table: "animal_unreadable") { table in
      table.column("animalId")
      table.column("name")
      table.column("diet")
      table.column("categoryId")
    }
    // OR IGNORE skips the rows a CHECK refuses; the category test stands in for the foreign key.
    try db.execute(sql: """
      INSERT OR IGNORE INTO animal_checked (animalId, name, diet, categoryId)
        SELECT animalId, name, diet, categoryId FROM animal WHERE categoryId IN (SELECT categoryId FROM category);
      INSERT INTO animal_unreadable (animalId, name, diet, categoryId)
        SELECT animalId, name, diet, categoryId FROM animal WHERE animalId NOT IN (SELECT animalId FROM animal_checked);
      DROP TABLE animal;
      ALTER TABLE animal_checked RENAME TO animal;
      """)
  }
}
