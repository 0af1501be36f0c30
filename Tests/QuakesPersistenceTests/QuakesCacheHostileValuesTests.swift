//  QuakesCacheHostileValuesTests.swift

import Foundation
import GRDB
import QuakesData
import QuakesPersistence
import Testing

/// Places with NUL round-trip exactly; rows an older version cached with impossible values are dropped
/// on load, reported and removed, and the rest load.
@Suite struct QuakesCacheHostileValuesTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-cache-hostile-\(UUID().uuidString)")
  let now = Date(timeIntervalSince1970: 1_550_400_000)

  private func quake(_ id: String, name: String = "8km NE of Aguanga, CA") -> Quake {
    Quake(
      quakeId: id,
      magnitude: 2.5,
      time: Date(timeIntervalSince1970: 1_550_360_775.470),
      updated: Date(timeIntervalSince1970: 1_550_360_993.593),
      name: name,
      longitude: -116.7941667,
      latitude: 33.4863333
    )
  }

  @Test func textWithNULRoundTripsExactly() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let cache = QuakesSQLiteCache(directory: self.directory)
    let quakes = [self.quake("nul", name: "q\u{0}r"), self.quake("lone", name: "\u{0}"), self.quake("id\u{0}x", name: "é\u{0}\u{0}漢")]
    try await cache.apply(QuakesChanges(inserted: quakes))
    let reopened = QuakesSQLiteCache(directory: self.directory)
    let loaded = try await reopened.load(now: self.now)
    #expect(loaded.quakes.sorted { $0.quakeId < $1.quakeId } == quakes.sorted { $0.quakeId < $1.quakeId })
    #expect(loaded.dropped.isEmpty)
    // Deleting by an id with NUL deletes that quake only.
    try await reopened.apply(QuakesChanges(deleted: ["id\u{0}x"]))
    #expect(try await reopened.load(now: self.now).quakes.map(\.quakeId).sorted() == ["lone", "nul"])
  }

  @Test func rowsWithImpossibleValuesAreDroppedReportedAndRemoved() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let cache = QuakesSQLiteCache(directory: self.directory)
    try await cache.apply(QuakesChanges(inserted: [self.quake("good")]))
    let database = try DatabaseQueue(path: cache.path)
    try await database.write { db in
      let insert = "INSERT INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude) VALUES"
      try db.execute(sql: "\(insert) ('hugemag', 1e300, 1550360775470, 1550360993593, 'x', 1, 2)")
      try db.execute(sql: "\(insert) ('hugetime', 2.5, 1e300, 1e300, 'x', 1, 2)")
      try db.execute(sql: "\(insert) ('infmag', 9e999, 1550360775470, 1550360993593, 'x', 1, 2)")
      try db.execute(sql: "\(insert) ('offglobe', 2.5, 1550360775470, 1550360993593, 'x', 200, 2)")
      try db.execute(sql: "\(insert) ('textmag', 'big', 1550360775470, 1550360993593, 'x', 1, 2)")
      try db.execute(sql: "\(insert) ('badutf8', 2.5, 1550360775470, 1550360993593, x'ff00fe', 1, 2)")
    }
    try database.close()
    let loaded = try await QuakesSQLiteCache(directory: self.directory).load(now: self.now)
    #expect(loaded.quakes.map(\.quakeId) == ["good"])
    #expect(loaded.dropped == QuakeSkips([.magnitude: 2, .time: 1, .position: 1, .unreadable: 2]))
    let message = try #require(loaded.droppedMessage)
    #expect(message.contains("Dropped 6 cached earthquakes with impossible values"))
    #expect(message.contains("2 with a magnitude outside −2 to 10"))
    // Removed from the file: the next load is clean.
    let again = try await QuakesSQLiteCache(directory: self.directory).load(now: self.now)
    #expect(again.quakes.map(\.quakeId) == ["good"])
    #expect(again.droppedMessage == nil)
  }
}
