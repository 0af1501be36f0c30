//  QuakesSQLiteCacheTests.swift

import Foundation
import QuakesData
import QuakesPersistence
import Testing

@Suite struct QuakesSQLiteCacheTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-cache-tests-\(UUID().uuidString)")

  private func quake(_ id: String, magnitude: Double = 2.5, minute: Double = 0) -> Quake {
    Quake(
      quakeId: id,
      magnitude: magnitude,
      time: Date(timeIntervalSince1970: 1_550_360_775.470),
      updated: Date(timeIntervalSince1970: 1_550_360_993.593 + minute * 60),
      name: "8km NE of Aguanga, CA",
      longitude: -116.7941667,
      latitude: 33.4863333
    )
  }

  private func sorted(_ quakes: [Quake]) -> [Quake] {
    quakes.sorted { $0.quakeId < $1.quakeId }
  }

  @Test func aNewCacheIsEmptyAndCreatesItsDirectory() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let cache = QuakesSQLiteCache(directory: self.directory.appendingPathComponent("nested"))
    #expect(try await cache.load().quakes.isEmpty)
    #expect(FileManager.default.fileExists(atPath: cache.path))
  }

  @Test func insertsUpdatesAndDeletesRoundTripExactly() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let cache = QuakesSQLiteCache(directory: self.directory)
    let a = self.quake("a"), b = self.quake("b"), c = self.quake("c")
    try await cache.apply(QuakesChanges(inserted: [a, b, c]))
    #expect(self.sorted(try await cache.load().quakes) == [a, b, c])
    let newerB = self.quake("b", magnitude: 3.5, minute: 10)
    try await cache.apply(QuakesChanges(inserted: [self.quake("d")], updated: [newerB], deleted: ["a", "missing"]))
    #expect(self.sorted(try await cache.load().quakes) == [newerB, c, self.quake("d")])
    try await cache.deleteAll()
    #expect(try await cache.load().quakes.isEmpty)
  }

  @Test func quakesSurviveARestart() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let quakes = (0 ..< 500).map { self.quake("q\($0)", magnitude: Double($0 % 9) + 0.5) }
    try await QuakesSQLiteCache(directory: self.directory).apply(QuakesChanges(inserted: quakes))
    let reopened = QuakesSQLiteCache(directory: self.directory)
    #expect(self.sorted(try await reopened.load().quakes) == self.sorted(quakes))
    #expect(try await reopened.count() == 500)
  }

  @Test func aBatchIsAllOrNothing() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let cache = QuakesSQLiteCache(directory: self.directory)
    try await cache.apply(QuakesChanges(inserted: [self.quake("a")]))
    // The same id twice among the inserts is fine (upsert); a NaN magnitude violates NOT NULL in SQLite
    // (NaN is stored as NULL) and must roll back the whole batch, including the valid insert before it.
    let invalid = Quake(quakeId: "bad", magnitude: .nan, time: Date(), updated: Date(), name: "x", longitude: 0, latitude: 0)
    await #expect(throws: QuakesCacheError.self) {
      try await cache.apply(QuakesChanges(inserted: [self.quake("b"), invalid], deleted: ["a"]))
    }
    #expect(try await cache.load().quakes.map(\.quakeId) == ["a"])
  }

  @Test func anUnreadableFileIsAClearErrorAndIsNeverDeleted() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    let file = self.directory.appendingPathComponent(QuakesCacheLocation.fileName)
    let garbage = Data(repeating: 0x5A, count: 8_192)
    try garbage.write(to: file)
    let cache = QuakesSQLiteCache(directory: self.directory)
    await #expect {
      try await cache.load()
    } throws: { error in
      guard case QuakesCacheError.unreadable(let path, _)? = error as? QuakesCacheError else { return false }
      return path == file.path && (error.localizedDescription.contains("left as it is"))
    }
    await #expect(throws: QuakesCacheError.self) { try await cache.apply(QuakesChanges(inserted: [self.quake("a")])) }
    await #expect(throws: QuakesCacheError.self) { try await cache.deleteAll() }
    #expect(try Data(contentsOf: file) == garbage)
  }
}

/// Depth and page survive the cache; an older cache without them still loads.
@Suite struct QuakesCacheDetailsTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-cache-details-\(UUID().uuidString)")

  @Test func depthAndPageRoundTrip() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let page = try #require(QuakeValidation.page("https://earthquake.usgs.gov/earthquakes/eventpage/ci37532978"))
    let quake = Quake(
      quakeId: "ci37532978", magnitude: 0.96, time: Date(timeIntervalSince1970: 1_550_360_775.470),
      updated: Date(timeIntervalSince1970: 1_550_360_993.593), name: "8km NE of Aguanga, CA",
      longitude: -116.7941667, latitude: 33.4863333, depth: 3.22, page: page
    )
    let bare = Quake(quakeId: "bare", magnitude: 1, time: quake.time, updated: quake.updated, name: "x", longitude: 1, latitude: 2)
    try await QuakesSQLiteCache(directory: self.directory).apply(QuakesChanges(inserted: [quake, bare]))
    let loaded = try await QuakesSQLiteCache(directory: self.directory).load().quakes.sorted { $0.quakeId < $1.quakeId }
    #expect(loaded == [bare, quake])
  }
}

/// A large cache tells how far its load has read.
@Suite struct QuakesCacheProgressTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-cache-progress-\(UUID().uuidString)")

  @Test func aLoadReportsItsProgressEveryIntervalOfRows() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let quakes = (0 ..< 25).map { index in
      Quake(quakeId: "p\(index)", magnitude: 1, time: Date(timeIntervalSince1970: 1_550_000_000 + Double(index)),
            updated: Date(timeIntervalSince1970: 1_550_000_100), name: "Place \(index)", longitude: 0, latitude: 0)
    }
    let cache = QuakesSQLiteCache(directory: self.directory, progressInterval: 10)
    try await cache.apply(QuakesChanges(inserted: quakes))
    let reports = Reports()
    let loaded = try await cache.load { reports.append($0) }
    #expect(loaded.quakes.count == 25)
    // Every 10 rows, and once every row is read.
    #expect(reports.all == [QuakesLoadProgress(read: 10, total: 25), QuakesLoadProgress(read: 20, total: 25), QuakesLoadProgress(read: 25, total: 25)])
    // Without anyone to tell, nothing is counted or reported.
    #expect(try await cache.load().quakes.count == 25)
  }
}

/// A large cache reads its newest quakes first, through an index on time.
@Suite struct QuakesCacheRecentTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-cache-recent-\(UUID().uuidString)")

  private func quakes(hoursBeforeNewest hours: [Double]) -> [Quake] {
    let newest = 1_550_000_000.0
    return hours.enumerated().map { index, hour in
      Quake(quakeId: "h\(index)", magnitude: 1, time: Date(timeIntervalSince1970: newest - hour * 3_600),
            updated: Date(timeIntervalSince1970: newest), name: "Place \(index)", longitude: 0, latitude: 0)
    }
  }

  @Test func aLargeCacheGivesTheQuakesOfTheLastTwoDaysBeforeItsNewest() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let quakes = self.quakes(hoursBeforeNewest: [0, 1, 23.5, 47.9, 48.1, 200, 9_000])
    let cache = QuakesSQLiteCache(directory: self.directory, recentThreshold: 5)
    try await cache.apply(QuakesChanges(inserted: quakes))
    let recent = try #require(try await cache.loadRecent())
    #expect(Set(recent.quakes.map(\.quakeId)) == ["h0", "h1", "h2", "h3"])
    #expect(try await cache.load().quakes.count == 7)
  }

  @Test func aSmallCacheLoadsWholeAtOnce() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let cache = QuakesSQLiteCache(directory: self.directory, recentThreshold: 5)
    try await cache.apply(QuakesChanges(inserted: self.quakes(hoursBeforeNewest: [0, 1, 2, 3])))
    #expect(try await cache.loadRecent() == nil)
  }
}

private final class Reports : @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [QuakesLoadProgress] = []

  func append(_ report: QuakesLoadProgress) {
    self.lock.withLock { self.reports.append(report) }
  }

  var all: [QuakesLoadProgress] {
    self.lock.withLock { self.reports }
  }
}
