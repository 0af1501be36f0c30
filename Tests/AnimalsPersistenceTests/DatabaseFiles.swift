//  DatabaseFiles.swift

import Foundation
import GRDB

/// Database files as other programs, older versions and accidents leave them.
enum DatabaseFiles {
  /// Our first version's schema and sample rows, from before the application id, plus `extraSQL`.
  static func writeLegacy(to url: URL, extraSQL: String = "") throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1: categories and animals'), ('v1: sample data');
        CREATE TABLE category (categoryId TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL);
        CREATE TABLE animal (
          animalId TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL CHECK (length(name) > 0),
          diet TEXT NOT NULL CHECK (diet IN ('Herbivore', 'Carnivore', 'Omnivore')),
          categoryId TEXT NOT NULL REFERENCES category(categoryId) ON DELETE RESTRICT
        );
        INSERT INTO category VALUES ('Amphibian', 'Amphibian'), ('Bird', 'Bird'), ('Fish', 'Fish'),
          ('Invertebrate', 'Invertebrate'), ('Mammal', 'Mammal'), ('Reptile', 'Reptile');
        INSERT INTO animal (animalId, name, diet, categoryId) VALUES ('Dog', 'Dog', 'Carnivore', 'Mammal'), ('Frog', 'Frog', 'Carnivore', 'Amphibian');
        \(extraSQL)
        """)
    }
  }

  /// Another program's database: `sql` creates its tables.
  static func writeForeign(to url: URL, sql: String) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in try db.execute(sql: sql) }
  }

  /// Rows another program wrote past the checks (as `PRAGMA ignore_check_constraints` allows).
  static func insertUnchecked(into url: URL, sql: String) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try db.execute(sql: sql)
    }
  }

  static func applicationId(of url: URL) throws -> Int32 {
    try DatabaseQueue(path: url.path).read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }
  }
}
