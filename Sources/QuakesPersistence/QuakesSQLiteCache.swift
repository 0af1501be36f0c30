//  QuakesSQLiteCache.swift

import Foundation
import GRDB
import Logging
import QuakesData

/// The quakes on disk in SQLite (GRDB). An actor: every load and batch runs off the main actor, one at
/// a time, and each batch is one transaction. The database opens on first use, so an unreadable file
/// shows up as a load error in the window instead of stopping the app; it is never deleted.
public actor QuakesSQLiteCache : QuakesCache {
  private static let logger = Logger(label: "org.immutabledata.Quakes.cache")

  public let directory: URL
  private var database: DatabaseQueue?

  /// Rows read between two progress reports.
  private let progressInterval: Int

  /// The fewest quakes for which `loadRecent` reads the newest first.
  private let recentThreshold: Int

  /// A cache in `directory`; a load with progress reports every `progressInterval` rows (the
  /// default: ten reports for a million quakes, none for a small cache); from `recentThreshold`
  /// quakes, the newest are read first (`loadRecent`).
  public init(directory: URL, progressInterval: Int = 100_000, recentThreshold: Int = 100_000) {
    self.directory = directory
    self.progressInterval = max(1, progressInterval)
    self.recentThreshold = max(1, recentThreshold)
  }

  public nonisolated var path: String {
    self.directory.appendingPathComponent(QuakesCacheLocation.fileName).path
  }

  /// The stored quakes. Rows that are unreadable or hold impossible values (a magnitude of 1e300, a
  /// time in the year 506713) are left out, logged one by one and removed from the file, so a cache
  /// poisoned by an older version recovers by itself; `now` bounds the times a quake may have.
  public func load(now: Date, progress: (@Sendable (QuakesLoadProgress) -> Void)? = nil) throws -> QuakesCacheContents {
    let database = try self.open()
    var quakes: [Quake] = []
    var dropped = QuakeSkips()
    var droppedRows: [Int64] = []
    do {
      try database.read { db in
        // Counted only when someone is told: a large cache says how far it has read.
        let total = progress == nil ? 0 : try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quake") ?? 0
        quakes.reserveCapacity(total)
        var rows = QuakeRowReader(try db.makeStatement(sql: QuakeRecord.selectSQL))
        var read = 0
        while let (rowid, result) = try rows.next(now: now) {
          read += 1
          if read % self.progressInterval == 0 {
            progress?(QuakesLoadProgress(read: read, total: total))
          }
          switch result {
          case .success(let quake):
            quakes.append(quake)
          case .failure(let problem):
            dropped.add(problem)
            droppedRows.append(rowid)
            Self.logger.warning("Dropping the cached earthquake in row \(rowid) with \(problem.description)")
          }
        }
        // Every row read: what follows (indexing) is said too.
        if read % self.progressInterval != 0, read >= self.progressInterval {
          progress?(QuakesLoadProgress(read: read, total: total))
        }
      }
    } catch {
      throw QuakesCacheError.unreadable(path: self.path, reason: "\(error)")
    }
    if !droppedRows.isEmpty {
      self.remove(rows: droppedRows, from: database)
    }
    return QuakesCacheContents(quakes: quakes, dropped: dropped)
  }

  public func load() throws -> QuakesCacheContents {
    try self.load(now: Date())
  }

  public func load(progress: @escaping @Sendable (QuakesLoadProgress) -> Void) throws -> QuakesCacheContents {
    try self.load(now: Date(), progress: progress)
  }

  /// The quakes of the last `window` before the newest one, when the cache holds at least
  /// `recentThreshold` quakes (nil for a smaller cache, which loads whole in a moment): what a window
  /// lists first (the newest day, in any time zone) while the rest loads. Rows with impossible values
  /// are left out here and dealt with by the whole load.
  public func loadRecent(now: Date = Date(), window: TimeInterval = 48 * 3_600) throws -> QuakesCacheContents? {
    let database = try self.open()
    do {
      return try database.read { db -> QuakesCacheContents? in
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quake") ?? 0
        guard count >= self.recentThreshold, let newest = try Double.fetchOne(db, sql: "SELECT MAX(time) FROM quake") else { return nil }
        let statement = try db.makeStatement(sql: QuakeRecord.selectSQL + " WHERE time >= ?")
        statement.arguments = [newest - window * 1_000]
        var rows = QuakeRowReader(statement)
        var quakes: [Quake] = []
        while let (_, result) = try rows.next(now: now) {
          if case .success(let quake) = result {
            quakes.append(quake)
          }
        }
        return QuakesCacheContents(quakes: quakes)
      }
    } catch {
      throw QuakesCacheError.unreadable(path: self.path, reason: "\(error)")
    }
  }

  public func loadRecent() throws -> QuakesCacheContents? {
    try self.loadRecent(now: Date())
  }

  /// Best effort: a row that stays (a read-only file) is dropped again on the next load.
  private func remove(rows: [Int64], from database: DatabaseQueue) {
    do {
      try database.write { db in
        let delete = try db.makeStatement(sql: "DELETE FROM quake WHERE rowid = ?")
        for row in rows {
          try delete.execute(arguments: [row])
        }
      }
      Self.logger.notice("Removed \(rows.count) cached earthquake(s) with impossible values from \(self.path)")
    } catch {
      Self.logger.error("Could not remove \(rows.count) cached earthquake(s) with impossible values from \(self.path): \(error)")
    }
  }

  public func apply(_ changes: QuakesChanges) throws {
    guard !changes.isEmpty else { return }
    try self.write { db in
      // Cached statements: a first fetch of a month (or a test's 100,000) is one prepared statement
      // executed per quake, not one SQL string built per quake.
      let upsert = try db.cachedStatement(sql: QuakeRecord.upsertSQL)
      for quake in changes.inserted + changes.updated {
        try upsert.execute(arguments: QuakeRecord(quake).upsertArguments)
      }
      let delete = try db.cachedStatement(sql: QuakeRecord.deleteSQL)
      for quakeId in changes.deleted {
        try delete.execute(arguments: [QuakeRecord.bytes(quakeId)])
      }
    }
  }

  public func deleteAll() throws {
    try self.write { db in
      try db.execute(sql: "DELETE FROM quake")
    }
  }

  public func replaceAll(with quakes: [Quake]) throws {
    try self.write { db in
      try db.execute(sql: "DELETE FROM quake")
      let upsert = try db.cachedStatement(sql: QuakeRecord.upsertSQL)
      for quake in quakes {
        try upsert.execute(arguments: QuakeRecord(quake).upsertArguments)
      }
    }
  }

  /// How many quakes are stored (for tests and diagnostics).
  public func count() throws -> Int {
    try self.open().read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quake") ?? 0 }
  }

  private func write(_ body: (Database) throws -> Void) throws {
    let database = try self.open()
    do {
      try database.write(body)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw QuakesCacheError.diskFull(path: self.path)
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
    // Rows of older caches have neither: the details show no depth and no "Open on USGS" until a refresh.
    migrator.registerMigration("addDepthAndPage") { db in
      try db.alter(table: QuakeRecord.databaseTableName) { table in
        table.add(column: "depth", .double)
        table.add(column: "page", .text)
      }
    }
    // The newest quakes of a large cache are read first, through this index (`loadRecent`).
    migrator.registerMigration("indexTime") { db in
      try db.create(index: "quake_time", on: QuakeRecord.databaseTableName, columns: ["time"])
    }
    return migrator
  }
}
