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
    return migrator
  }
}
