//  LocalStore.swift

import AnimalsData
import Foundation
import GRDB
import Logging

/// The animals in an SQLite database in a directory (by default the user's data directory).
///
/// The database is opened on first use, off the main actor; if that fails the error says why and the
/// next call tries again (after the user fixed a permission, say). A file that is not ours (see
/// `DatabaseIdentity`), cannot be read or is damaged is never deleted, migrated or written to.
/// Every mutation runs in one transaction.
public actor LocalStore : PersistentSession {
  public static let fileName = "animals.sqlite"
  /// The newest changes kept for clients that reconnect (`changes(since:)`); one further behind reloads.
  public static let changeBacklog = AnimalRules.changeBacklog

  public nonisolated let directory: URL
  private let logger: Logger
  private var queue: DatabaseQueue?

  public init(directory: URL, logger: Logger = Logger(label: "AnimalsPersistence")) {
    self.directory = directory
    self.logger = logger
  }

  public nonisolated var databaseURL: URL {
    self.directory.appendingPathComponent(Self.fileName, isDirectory: false)
  }

  /// Opens the database now (creating and seeding it on first launch) instead of on first use.
  public func open() throws {
    _ = try self.openQueue()
  }

  /// Runs `body` in one write transaction: it all happens or none of it does.
  public func write<T : Sendable>(_ body: @escaping @Sendable (LocalStoreTransaction) throws -> T) async throws -> T {
    let (queue, logger) = (try self.openQueue(), self.logger)
    return try await Self.mapErrors(path: self.databaseURL.path) {
      try await queue.write { db in try body(LocalStoreTransaction(db, logger: logger)) }
    }
  }

  public func read<T : Sendable>(_ body: @escaping @Sendable (LocalStoreTransaction) throws -> T) async throws -> T {
    let (queue, logger) = (try self.openQueue(), self.logger)
    return try await Self.mapErrors(path: self.databaseURL.path) {
      try await queue.read { db in try body(LocalStoreTransaction(db, logger: logger)) }
    }
  }

  private func openQueue() throws -> DatabaseQueue {
    if let queue { return queue }
    let path = self.databaseURL.path
    do {
      try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    } catch {
      throw LocalStoreError.cannotCreateDirectory(path: self.directory.path, reason: Self.reason(error))
    }
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    // The app and animals-server may share a directory: wait for the other's transaction instead of failing.
    configuration.busyMode = .timeout(5)
    let queue: DatabaseQueue
    do {
      // Identified with reads only: nothing is written to a file that is not ours.
      try DatabaseIdentity.checkHeader(path: path)
      queue = try DatabaseQueue(path: path, configuration: configuration)
      let verdict = try queue.read { db in try DatabaseIdentity.verdict(db, knownMigrations: AnimalsMigrations.identifiers) }
      if verdict == .unstamped {
        self.logger.notice("Upgrading the animals database at \(path) from before its application id.")
      }
      try AnimalsMigrations.migrator.migrate(queue)
    } catch {
      self.logger.error("Cannot open the animals database at \(path): \(Self.reason(error))")
      throw LocalStoreError.cannotOpen(path: path, reason: Self.reason(error))
    }
    self.queue = queue
    return queue
  }

  /// A full disk is told apart (SQLite rolled the transaction back: nothing was written, and the next
  /// write works once space is freed); any other failure is `failed` with the reason in words.
  private static func mapErrors<T>(path: String, _ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch where StoreOutcome.isReported(error) {
      throw error
    } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
      throw LocalStoreError.diskFull(path: path)
    } catch {
      throw LocalStoreError.failed(reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    if let refusal = error as? DatabaseIdentity.Refusal {
      return refusal.description
    }
    if let error = error as? DatabaseError {
      return error.message ?? error.resultCode.description
    }
    return error.localizedDescription
  }
}

extension LocalStore {
  public func fetchCategories() async throws -> [AnimalsData.Category] {
    try await self.read { try $0.categories() }
  }

  public func fetchAnimals() async throws -> [Animal] {
    try await self.read { try $0.animals() }
  }

  public func fetchAnimalsWithNotice() async throws -> AnimalsFetch {
    let (animals, unreadable) = try await self.read { try $0.animalsAndUnreadable() }
    return AnimalsFetch(animals: animals, notice: UnreadableAnimal.notice(unreadable))
  }

  public func addAnimal(name: String, diet: Diet, categoryId: AnimalsData.Category.ID) async throws -> Animal {
    try await self.write { try $0.addAnimal(name: name, diet: diet, categoryId: categoryId) }
  }

  public func updateAnimal(
    animalId: Animal.ID, name: String, diet: Diet, categoryId: AnimalsData.Category.ID, expectedVersion: Int?
  ) async throws -> Animal {
    try await self.write { try $0.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: expectedVersion) }
  }

  public func deleteAnimal(animalId: Animal.ID, expectedVersion: Int?) async throws -> Animal {
    try await self.write { try $0.deleteAnimal(animalId: animalId, expectedVersion: expectedVersion) }
  }

  public func restoreAnimal(_ animal: Animal) async throws -> Animal {
    try await self.write { try $0.restoreAnimal(animal) }
  }

  public func reloadSampleData() async throws -> AnimalsSnapshot {
    try await self.write { try $0.reloadSampleData() }
  }

  /// The committed changes after `sequence` (at most `limit`), or `.reload` when some are no longer kept.
  public func changes(since sequence: Int64, limit: Int = 100) async throws -> ChangesSince {
    try await self.read { try $0.changes(since: sequence, limit: limit) }
  }
}
