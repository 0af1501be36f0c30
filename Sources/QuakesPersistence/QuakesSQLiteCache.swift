//  QuakesSQLiteCache.swift

import Foundation
import GRDB
import QuakesData

/// The quakes on disk in SQLite (GRDB). An actor: every load and batch runs off the main actor, one at
/// a time, and each batch is one transaction. The database opens on first use, so an unreadable file
/// shows up as a load error in the window instead of stopping the app; it is never deleted.
public actor QuakesSQLiteCache : QuakesCache {
  public let directory: URL
  private var database: DatabaseQueue?

  public init(directory: URL) {
    self.directory = directory
  }

  public nonisolated var path: String {
    self.directory.appendingPathComponent(QuakesCacheLocation.fileName).path
  }

  public func load() throws -> [Quake] {
    let database = try self.open()
    do {
      return try database.read { db in
        try QuakeRecord.fetchAll(db).map(\.quake)
      }
    } catch {
      throw QuakesCacheError.unreadable(path: self.path, reason: "\(error)")
    }
  }

  public func apply(_ changes: QuakesChanges) throws {
    guard !changes.isEmpty else { return }
    try self.write { db in
      // Cached statements: a first fetch of a month (or a test's 100,000) is one prepared statement
      // executed per quake, not one SQL string built per quake.
      let upsert = try db.cachedStatement(sql: Self.upsertSQL)
      for quake in changes.inserted + changes.updated {
        let record = QuakeRecord(quake)
        try upsert.execute(arguments: [
          record.quakeId, record.magnitude, record.time, record.updated, record.name, record.longitude, record.latitude,
        ])
      }
      let delete = try db.cachedStatement(sql: "DELETE FROM quake WHERE quakeId = ?")
      for quakeId in changes.deleted {
        try delete.execute(arguments: [quakeId])
      }
    }
  }

  private static let upsertSQL = """
    INSERT INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(quakeId) DO UPDATE SET magnitude = excluded.magnitude, time = excluded.time,
      updated = excluded.updated, name = excluded.name, longitude = excluded.longitude, latitude = excluded.latitude
    """

  public func deleteAll() throws {
    try self.write { db in
      _ = try QuakeRecord.deleteAll(db)
    }
  }

  /// How many quakes are stored (for tests and diagnostics).
  public func count() throws -> Int {
    try self.open().read { db in try QuakeRecord.fetchCount(db) }
  }

  private func write(_ body: (Database) throws -> Void) throws {
    let database = try self.open()
    do {
      try database.write(body)
    } catch {
      throw QuakesCacheError.writeFailed(path: self.path, reason: "\(error)")
    }
  }

  private func open() throws -> DatabaseQueue {
    if let database = self.database {
      return database
    }
    do {
      try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    } catch {
      throw QuakesCacheError.cannotCreateDirectory(path: self.directory.path, reason: error.localizedDescription)
    }
    do {
      let database = try DatabaseQueue(path: self.path)
      try Self.migrator.migrate(database)
      self.database = database
      return database
    } catch {
      throw QuakesCacheError.unreadable(path: self.path, reason: "\(error)")
    }
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createQuake") { db in
      try db.create(table: QuakeRecord.databaseTableName) { table in
        table.primaryKey("quakeId", .text)
        table.column("magnitude", .double).notNull()
        table.column("time", .double).notNull()
        table.column("updated", .double).notNull()
        table.column("name", .text).notNull()
        table.column("longitude", .double).notNull()
        table.column("latitude", .double).notNull()
      }
    }
    return migrator
  }
}
