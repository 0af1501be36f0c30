//  PostgresStoreOpeningTests.swift

import AnimalsData
import AnimalsPostgres
import Foundation
import Testing

/// Opening a PostgreSQL database that is not fit for animals-server fails with a sentence that says why,
/// within the connect timeout, and leaves the database as it was.
@Suite(.serialized, .enabled(if: TestPostgres.isAvailable, TestPostgres.unavailable))
struct PostgresStoreOpeningTests {
  @Test func aDatabaseWithTablesThatAreNotOursIsRefusedAndLeftUntouched() async throws {
    let database = try await TestPostgres.freshDatabase()
    try await TestPostgres.execute(["CREATE TABLE invoice (id integer PRIMARY KEY, total numeric)", "INSERT INTO invoice VALUES (1, 9.5)"], on: database)
    let store = try PostgresStore(url: database)
    await #expect(throws: PostgresStoreError.foreignSchema(database: database.description, tables: ["invoice"])) { try await store.open() }
    #expect(try await TestPostgres.column("SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public'", on: database) == ["invoice"])
    #expect(try await TestPostgres.column("SELECT id || ':' || total FROM invoice", on: database) == ["1:9.5"])
  }

  @Test func aSchemaOfANewerServerIsRefusedAndLeftUntouched() async throws {
    let database = try await TestPostgres.freshDatabase()
    let first = try PostgresStore(url: database)
    try await first.open()
    await first.close()
    try await TestPostgres.execute(["INSERT INTO animals_schema_version (version) VALUES (99)"], on: database)
    await #expect(throws: PostgresStoreError.newerSchema(database: database.description, version: 99, known: 2)) {
      try await PostgresStore(url: database).open()
    }
  }

  @Test func instancesStartingTogetherCreateTheSchemaOnce() async throws {
    let database = try await TestPostgres.freshDatabase()
    let stores = try (0 ..< 3).map { _ in try PostgresStore(url: database) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for store in stores { group.addTask { try await store.open() } }
      try await group.waitForAll()
    }
    #expect(try await TestPostgres.column("SELECT version::text FROM animals_schema_version ORDER BY version", on: database) == ["1", "2"])
    #expect(try await stores[2].read(categories: false, animals: true).animals.count == SampleData.animals.count)
    for store in stores { await store.close() }
  }

  @Test func aServerThatNeverAnswersIsGivenUpAfterTheConnectTimeout() async throws {
    let silent = try SilentListener()
    var limits = PostgresStore.Limits()
    limits.connectTimeout = .seconds(1)
    let url = PostgresDatabaseURL(host: "127.0.0.1", port: silent.port, username: "animals", database: "animals")
    let start = ContinuousClock.now
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url, limits: limits).open() }
    print("gave up on a silent database server after \(ContinuousClock.now - start)")
    guard case .unreachable(let database, 1, _)? = error else {
      Issue.record("not an unreachable error: \(String(describing: error))")
      return
    }
    #expect(database == "postgres://animals@127.0.0.1:\(silent.port)/animals")
    withExtendedLifetime(silent) {}
  }

  @Test func aPortWithNoServerIsUnreachable() async throws {
    let url = PostgresDatabaseURL(host: "127.0.0.1", port: try SilentListener.freePort(), username: "animals", database: "animals")
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
    guard case .unreachable? = error else {
      Issue.record("not an unreachable error: \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("Cannot reach the PostgreSQL database \(url) within 5 seconds") == true)
  }

  @Test func anUnknownUserAndAMissingDatabaseAreSaidSo() async throws {
    var stranger = try #require(TestPostgres.serverURL)
    stranger.username = "nobody_here"
    let refused = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: stranger).open() }
    guard case .authenticationFailed? = refused else {
      Issue.record("not an authentication error: \(String(describing: refused))")
      return
    }
    var missing = try #require(TestPostgres.serverURL)
    missing.database = "no_such_database"
    let absent = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: missing).open() }
    guard case .noSuchDatabase? = absent else {
      Issue.record("not a missing-database error: \(String(describing: absent))")
      return
    }
  }
}
