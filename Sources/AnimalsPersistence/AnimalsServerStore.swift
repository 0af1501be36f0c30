//  AnimalsServerStore.swift

import AnimalsData

/// What animals-server needs of its database, whichever engine keeps it (`LocalStore` on SQLite, or the
/// PostgreSQL store). Every implementation keeps the same rules: names as `AnimalName` says, known
/// categories and diets, versions from 1 below `Int32.max`, a stale `version` refused with an
/// `AnimalConflict`, and a change log whose sequence numbers are given out in commit order without gaps.
/// Rule violations are thrown as `LocalStoreError`s, so the server answers the same whatever the engine.
public protocol AnimalsServerStore : Sendable {
  /// Where the data is, for the log ("/path/animals.sqlite", "postgres://user@host:5432/animals").
  var location: String { get }
  /// Opens (creating or migrating) the database now; throws an error that says why it cannot.
  func open() async throws
  /// The categories and animals asked for, read in one transaction.
  func read(categories: Bool, animals: Bool) async throws -> AnimalsReading
  /// Carries out `mutations` in one transaction, all or none, and answers each in order. With a
  /// `requestId`, the reply is kept with it in that transaction (`MutationReplies`): the same id again is
  /// answered with that reply and changes nothing; with other mutations it throws `MutationRequestIdReused`.
  func mutate(_ mutations: [RemoteRequest.Mutation], requestId: MutationRequestId?) async throws -> [RemoteResponse.Mutation]
  /// The newest sequence number given out (0 before the first change).
  func latestSequence() async throws -> Int64
  /// The committed changes after `sequence` (at most `limit`), or `.reload` when some are no longer kept.
  func changes(since sequence: Int64, limit: Int) async throws -> ChangesSince
  /// Returns when changes after `sequence` may have been committed (by this process or another): at once
  /// when the store learns of one, and in any case after at most about `pollInterval` for a store that
  /// cannot be told. Callers then read `changes(since:limit:)`, so an early return costs only a read.
  func waitForChanges(after sequence: Int64, pollInterval: Duration) async throws
}

extension AnimalsServerStore {
  /// Carries out `mutations` in one transaction, all or none, with no request id.
  public func mutate(_ mutations: [RemoteRequest.Mutation]) async throws -> [RemoteResponse.Mutation] {
    try await self.mutate(mutations, requestId: nil)
  }
}

/// What `AnimalsServerStore.read` found.
public struct AnimalsReading : Sendable, Hashable {
  public var categories: [AnimalsData.Category]
  public var animals: [Animal]
  /// Stored rows that break the rules, skipped (reported to clients as a warning).
  public var unreadable: [UnreadableAnimal]

  public init(categories: [AnimalsData.Category], animals: [Animal], unreadable: [UnreadableAnimal]) {
    self.categories = categories
    self.animals = animals
    self.unreadable = unreadable
  }
}
