//  QuakesCacheDiskFullTests.swift

import Foundation
import QuakesData
import QuakesPersistence
import TestSupport
import Testing

/// The Quakes cache on a disk that fills: a batch is refused as `diskFull` (the window says so), what was
/// stored stays, and once space is freed `replaceAll` brings the file up to the quakes in memory.
@Suite(.enabled(if: SmallDisk.isAvailable, "mounting a small tmpfs needs root"))
struct QuakesCacheDiskFullTests {
  static func quakes(_ count: Int, from start: Int = 0) -> [Quake] {
    (start ..< start + count).map { index in
      Quake(
        quakeId: "q\(index)", magnitude: 2.5, time: Date(timeIntervalSince1970: 1_550_000_000), updated: Date(timeIntervalSince1970: 1_550_000_000),
        name: "\(index)km N of Somewhere, with a long enough place name to fill pages", longitude: 10, latitude: 20
      )
    }
  }

  @Test func aFullDiskRefusesTheBatchAndReplaceAllCatchesUpOnceFreed() async throws {
    let disk = try SmallDisk(kibibytes: 1_024)
    let cache = QuakesSQLiteCache(directory: disk.url.appendingPathComponent("cache"))
    let first = Self.quakes(50)
    try await cache.apply(QuakesChanges(inserted: first))

    try disk.fill()
    let more = Self.quakes(2_000, from: 50)
    await #expect(throws: QuakesCacheError.diskFull(path: cache.path)) { try await cache.apply(QuakesChanges(inserted: more)) }
    #expect(QuakesFailure(QuakesCacheError.diskFull(path: cache.path)) == .cacheDiskFull)
    #expect(try await cache.count() == 50, "the refused batch left nothing behind, and nothing stored is lost")

    try disk.free()
    try await cache.replaceAll(with: first + more)
    #expect(try await cache.count() == 2_050)
    #expect(Set(try await cache.load().quakes.map(\.quakeId)) == Set((first + more).map(\.quakeId)))
  }
}
