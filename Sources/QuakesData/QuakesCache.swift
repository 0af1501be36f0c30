//  QuakesCache.swift

/// The on-disk copy of the quakes, so they survive restarts. Each call is one transaction.
public protocol QuakesCache : Sendable {
  /// The stored quakes; rows with impossible values (see `QuakeValidation`) are dropped and reported.
  func load() async throws -> QuakesCacheContents
  /// `load()`, telling `progress` now and then how far it has read (a large cache: every 100,000 rows
  /// or so).
  func load(progress: @escaping @Sendable (QuakesLoadProgress) -> Void) async throws -> QuakesCacheContents
  /// For a large cache, its newest quakes (at least a day's, in any time zone), read before the whole
  /// load so a window lists them at once; nil when the cache is small enough to load whole quickly.
  func loadRecent() async throws -> QuakesCacheContents?
  /// Inserts, replaces and deletes as `changes` says, all or nothing.
  func apply(_ changes: QuakesChanges) async throws
  func deleteAll() async throws
  /// Makes the stored quakes exactly `quakes`, all or nothing: how a cache that missed writes (a full
  /// disk) catches up with the state.
  func replaceAll(with quakes: [Quake]) async throws
}
