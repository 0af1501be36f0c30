//  QuakesCacheMoveTests.swift

import Foundation
import QuakesData
import QuakesPersistence
import Testing

/// The real quakes binary finds a cache where earlier versions kept it (the XDG data directory)
/// and moves it to the XDG cache directory, every quake with it.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"))
struct QuakesCacheMoveTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-move-\(UUID().uuidString)")

  @Test func aCacheInTheOldPlaceMovesToTheCacheDirectoryWithEveryQuake() async throws {
    defer { try? FileManager.default.removeItem(at: self.root) }
    let old = self.root.appendingPathComponent("data/org.immutabledata.Quakes")
    let new = self.root.appendingPathComponent("cache/org.immutabledata.Quakes")
    let quakes = (0..<50).map { index in
      Quake(quakeId: "q\(index)", magnitude: 2 + Double(index) / 10, time: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)),
            updated: Date(timeIntervalSince1970: 1_700_000_500), name: "place \(index)", longitude: Double(index), latitude: 10)
    }
    try await QuakesSQLiteCache(directory: old).apply(QuakesChanges(inserted: quakes))

    let environment = ["HOME": self.root.path, "XDG_DATA_HOME": self.root.appendingPathComponent("data").path, "XDG_CACHE_HOME": self.root.appendingPathComponent("cache").path]
    // A feed that does not exist: the test must not reach USGS, and the cache must survive a failed fetch.
    let app = try AppProcess("quakes", ["--verbose", "--feed-url", self.root.appendingPathComponent("missing.geojson").path], environment: environment, logDirectory: self.root)
    #expect(AppProcess.wait { app.windowTitles.contains("Earthquakes") }, "\(app.log)")
    app.stop()

    #expect(app.log.contains("moved the cache from \(old.path) to \(new.path)"))
    #expect(!FileManager.default.fileExists(atPath: old.appendingPathComponent("quakes.sqlite").path))
    let moved = try await QuakesSQLiteCache(directory: new).load()
    #expect(Set(moved.quakes.map(\.quakeId)) == Set(quakes.map(\.quakeId)))
  }
}
