//  PostgresMigrations.swift

import AnimalsData
import Logging
import PostgresNIO

/// The PostgreSQL schema, one numbered migration per change, recorded in `animals_schema_version`.
/// Migrations only ever add: a shipped one is never edited. The rules match the SQLite store's
/// (`AnimalsMigrations`): the same name rule, diets, categories and version range, enforced by CHECKs.
enum PostgresMigrations {
  /// Serialises instances that start together on one database (a session-level advisory lock).
  static let migrationLock: Int64 = 0x616E_696D_616C_73 // "animals"

  static let migrations: [(version: Int, statements: [String])] = [
    (1, ["""
      CREATE TABLE category (
        category_id text PRIMARY KEY,
        name text NOT NULL
      )
      """, """
      CREATE TABLE animal (
        animal_id text PRIMARY KEY CHECK (length(animal_id) > 0),
        name text NOT NULL CHECK (\(Self.nameCheck)),
        diet text NOT NULL CHECK (diet IN (\(Diet.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")))),
        category_id text NOT NULL REFERENCES category ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1 CHECK (version >= 1 AND version < \(Int32.max))
      )
      """,
      "CREATE INDEX animal_category_id ON animal (category_id)",
      // The change log the live channel publishes from; the counter hands out its numbers (see PostgresTransaction).
      """
      CREATE TABLE animal_change (
        sequence bigint PRIMARY KEY,
        change text NOT NULL
      )
      """, """
      CREATE TABLE animal_change_counter (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        latest bigint NOT NULL CHECK (latest >= 0)
      )
      """,
      "INSERT INTO animal_change_counter (latest) VALUES (0)",
    ]),
    // The replies to mutation requests by id, so a request sent again (to any instance) is answered, not applied twice.
    (2, ["""
      CREATE TABLE mutation_request (
        sequence bigserial PRIMARY KEY,
        request_id text NOT NULL UNIQUE CHECK (length(request_id) = 36),
        request text NOT NULL,
        reply text NOT NULL
      )
      """,
    ]),
  ]

  static var latestVersion: Int {
    Self.migrations.last?.version ?? 0
  }

  /// What `AnimalName.validated` returns passes it: trimmed, 1...200 code points, no control character.
  static let nameCheck = """
    char_length(name) BETWEEN 1 AND \(AnimalName.maxLength) AND name = btrim(name) AND name !~ '[\\x01-\\x1f\\x7f-\\x9f]'
    """

  /// Brings the database to the newest schema: creates it (with the sample data) in an empty schema,
  /// migrates one of ours, and refuses (touching nothing) a schema that holds other tables or a newer version.
  static func migrate(_ connection: PostgresConnection, database: String, logger: Logger) async throws {
    _ = try await connection.query("SELECT pg_advisory_lock(\(Self.migrationLock))", logger: logger)
    do {
      try await Self.migrateLocked(connection, database: database, logger: logger)
      _ = try await connection.query("SELECT pg_advisory_unlock(\(Self.migrationLock))", logger: logger)
    } catch {
      _ = try? await connection.query("SELECT pg_advisory_unlock(\(Self.migrationLock))", logger: logger)
      throw error
    }
  }

  private static func migrateLocked(_ connection: PostgresConnection, database: String, logger: Logger) async throws {
    var tables: [String] = []
    for try await name in try await connection.query(
      "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name", logger: logger
    ).decode(String.self) {
      tables.append(name)
    }
    var current = 0
    if tables.contains("animals_schema_version") {
      for try await version in try await connection.query("SELECT COALESCE(MAX(version), 0) FROM animals_schema_version", logger: logger).decode(Int.self) {
        current = version
      }
    } else if !tables.isEmpty {
      throw PostgresStoreError.foreignSchema(database: database, tables: tables)
    }
    guard current <= Self.latestVersion else {
      throw PostgresStoreError.newerSchema(database: database, version: current, known: Self.latestVersion)
    }
    for migration in Self.migrations where migration.version > current {
      logger.notice("Migrating the animals database \(database) to schema version \(migration.version).")
      try await PostgresTransaction.run(on: connection, logger: logger) { connection in
        if migration.version == 1 {
          _ = try await connection.query("CREATE TABLE animals_schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())", logger: logger)
        }
        for statement in migration.statements {
          _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
        if migration.version == 1 {
          try await PostgresTransaction(connection: connection, logger: logger).insertSampleData()
        }
        _ = try await connection.query("INSERT INTO animals_schema_version (version) VALUES (\(migration.version))", logger: logger)
      }
    }
  }
}
