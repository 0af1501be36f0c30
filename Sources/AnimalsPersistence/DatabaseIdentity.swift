//  DatabaseIdentity.swift

import Foundation
import GRDB

/// Tells an Animals database from any other file before anything writes to it.
///
/// Ours carry `PRAGMA application_id = DatabaseIdentity.applicationId`. A file without it is ours only if it
/// is empty or holds exactly the schema of the first version (`grdb_migrations`, `animal`, `category`),
/// written before the id existed; it is stamped when it is upgraded. Anything else (another program's
/// database, a file that is not SQLite, a damaged one) is refused and never written to.
enum DatabaseIdentity {
  /// "ANML" in ASCII.
  static let applicationId: Int32 = 0x414E_4D4C

  enum Verdict : Equatable {
    /// No file, an empty file or a database without tables: ours to create.
    case new
    /// Stamped with our application id.
    case ours
    /// Our first version's schema, from before the application id: ours to upgrade.
    case unstamped
  }

  static let legacyColumns: [String : [String]] = [
    "animal": ["animalId", "name", "diet", "categoryId"],
    "category": ["categoryId", "name"],
    "grdb_migrations": ["identifier"],
  ]

  /// Refuses a file that exists, is not empty and does not start like an SQLite database.
  static func checkHeader(path: String) throws(Refusal) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 16)) ?? Data()
    guard header.isEmpty || header == Data("SQLite format 3\u{0}".utf8) else { throw Refusal("it is not an SQLite database") }
  }

  /// Inspects an open database with reads only.
  static func verdict(_ db: Database, knownMigrations: Set<String>) throws -> Verdict {
    do {
      return try Self.inspect(db, knownMigrations: knownMigrations)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
      throw Refusal("it is damaged (\(error.message ?? "SQLite reports corruption"))")
    }
  }

  private static func inspect(_ db: Database, knownMigrations: Set<String>) throws -> Verdict {
    // quick_check also reports rows that break a CHECK or NOT NULL: those are not damage, reads skip and report them.
    let damage = try String.fetchAll(db, sql: "PRAGMA quick_check(20)").filter {
      $0 != "ok" && !$0.hasPrefix("CHECK constraint failed in ") && !$0.hasPrefix("NULL value in ")
    }
    guard damage.isEmpty else { throw Refusal("it is damaged (SQLite quick check: \(damage.prefix(5).joined(separator: "; ")))") }
    let applicationId = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
    if applicationId == Self.applicationId { return .ours }
    guard applicationId == 0 else {
      throw Refusal("it belongs to another program (application id \(applicationId), not \(Self.applicationId))")
    }
    let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    if tables.isEmpty { return .new }
    let foreign = Refusal("it belongs to another program (its tables are \(tables.joined(separator: ", ")))")
    guard Set(tables) == Set(Self.legacyColumns.keys) else { throw foreign }
    for (table, columns) in Self.legacyColumns {
      guard try db.columns(in: table).map(\.name) == columns else { throw foreign }
    }
    let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
    guard !applied.isEmpty, Set(applied).isSubset(of: knownMigrations) else { throw foreign }
    return .unstamped
  }

  /// Why a file is not opened, completing "Cannot open the animals database at PATH: ...".
  struct Refusal : Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
      self.description = description
    }
  }
}
