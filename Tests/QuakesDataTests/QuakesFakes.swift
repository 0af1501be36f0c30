//  QuakesFakes.swift
//  A feed and a cache that record what the listener asks of them.

import QuakesData

struct FakeFeedError : QuakesFailureReporting, CustomStringConvertible {
  var description: String { "HTTP 503 from the fake feed" }
  var failure: QuakesFailure { .serverError(status: 503) }
}

actor FakeFeedClient : QuakesFeedClient {
  private var responses: [QuakesFeedRange : Result<[Quake], FakeFeedError>]
  private(set) var fetchedRanges: [QuakesFeedRange] = []

  init(_ responses: [QuakesFeedRange : Result<[Quake], FakeFeedError>] = [:]) {
    self.responses = responses
  }

  func set(_ range: QuakesFeedRange, _ response: Result<[Quake], FakeFeedError>) {
    self.responses[range] = response
  }

  func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport {
    self.fetchedRanges.append(range)
    let quakes = try (self.responses[range] ?? .success([])).get()
    return QuakesFetchReport(range: range, quakes: quakes, skipped: QuakeSkips([.unreadable: 1]), source: "fake \(range)")
  }
}

actor FakeCache : QuakesCache {
  enum Call : Equatable {
    case load
    case apply(QuakesChanges)
    case deleteAll
    case replaceAll(count: Int)
  }

  private var stored: [Quake]
  private let dropped: QuakeSkips
  /// While true, every write throws (`failure`, or a plain error).
  var failsWrites: Bool
  private let failure: (any Error)?
  private(set) var calls: [Call] = []

  init(stored: [Quake] = [], dropped: QuakeSkips = QuakeSkips(), failsWrites: Bool = false, failure: (any Error)? = nil) {
    self.stored = stored
    self.dropped = dropped
    self.failsWrites = failsWrites
    self.failure = failure
  }

  func setFailsWrites(_ fails: Bool) {
    self.failsWrites = fails
  }

  private func failIfAsked() throws {
    if self.failsWrites { throw self.failure ?? FakeFeedError() }
  }

  func load() async throws -> QuakesCacheContents {
    self.calls.append(.load)
    return QuakesCacheContents(quakes: self.stored, dropped: self.dropped)
  }

  /// Reports half the rows read, then loads (when `reportsProgress`).
  var reportsProgress = false

  func load(progress: @escaping @Sendable (QuakesLoadProgress) -> Void) async throws -> QuakesCacheContents {
    if self.reportsProgress {
      progress(QuakesLoadProgress(read: self.stored.count / 2, total: self.stored.count))
    }
    return try await self.load()
  }

  /// The newest quakes first, when set (as a large cache does).
  var recent: [Quake]?

  func loadRecent() async throws -> QuakesCacheContents? {
    self.recent.map { QuakesCacheContents(quakes: $0) }
  }

  func readRecentFirst(_ quakes: [Quake]) {
    self.recent = quakes
  }

  func reportProgress() {
    self.reportsProgress = true
  }

  func apply(_ changes: QuakesChanges) async throws {
    self.calls.append(.apply(changes))
    try self.failIfAsked()
  }

  func deleteAll() async throws {
    self.calls.append(.deleteAll)
    try self.failIfAsked()
  }

  func replaceAll(with quakes: [Quake]) async throws {
    self.calls.append(.replaceAll(count: quakes.count))
    try self.failIfAsked()
    self.stored = quakes
  }
}
