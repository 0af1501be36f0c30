//  QuakesCacheLocationTests.swift

import Foundation
import QuakesData
import QuakesPersistence
import Testing

/// The cache moves from the data directory (where earlier versions kept it) to the cache directory.
@Suite struct QuakesCacheLocationTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-location-tests-\(UUID().uuidString)")
  var old: URL { self.root.appendingPathComponent("data/org.immutabledata.Quakes") }
  var new: URL { self.root.appendingPathComponent("cache/org.immutabledata.Quakes") }

  private func quake(_ id: String) -> Quake {
    Quake(quakeId: id, magnitude: 3.5, time: Date(timeIntervalSince1970: 1_700_000_000), updated: Date(timeIntervalSince1970: 1_700_000_100),
          name: "somewhere", longitude: 10, latitude: 20)
  }

  @Test func anOldCacheMovesWithEveryQuakeAndItsOldDirectoryGoes() async throws {
    defer { try? FileManager.default.removeItem(at: self.root) }
    try await QuakesSQLiteCache(directory: self.old).apply(QuakesChanges(inserted: [self.quake("a"), self.quake("b")]))

    #expect(try QuakesCacheLocation.moveLegacyCache(from: self.old, to: self.new))

    #expect(!FileManager.default.fileExists(atPath: self.old.path))
    let moved = try await QuakesSQLiteCache(directory: self.new).load()
    #expect(Set(moved.quakes.map(\.quakeId)) == ["a", "b"])
  }

  @Test func companionFilesMoveWithTheDatabaseAndOtherFilesStay() throws {
    defer { try? FileManager.default.removeItem(at: self.root) }
    try FileManager.default.createDirectory(at: self.old, withIntermediateDirectories: true)
    for (name, text) in [("quakes.sqlite", "db"), ("quakes.sqlite-wal", "wal"), ("notes.txt", "mine")] {
      try Data(text.utf8).write(to: self.old.appendingPathComponent(name))
    }

    #expect(try QuakesCacheLocation.moveLegacyCache(from: self.old, to: self.new))

    #expect(try String(contentsOf: self.new.appendingPathComponent("quakes.sqlite"), encoding: .utf8) == "db")
    #expect(try String(contentsOf: self.new.appendingPathComponent("quakes.sqlite-wal"), encoding: .utf8) == "wal")
    #expect(try String(contentsOf: self.old.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    #expect(!FileManager.default.fileExists(atPath: self.old.appendingPathComponent("quakes.sqlite").path))
  }

  @Test func aCacheAlreadyInTheNewPlaceWinsAndTheOldOneIsLeftAlone() throws {
    defer { try? FileManager.default.removeItem(at: self.root) }
    for (directory, text) in [(self.old, "old"), (self.new, "new")] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: directory.appendingPathComponent("quakes.sqlite"))
    }

    #expect(try !QuakesCacheLocation.moveLegacyCache(from: self.old, to: self.new))

    #expect(try String(contentsOf: self.old.appendingPathComponent("quakes.sqlite"), encoding: .utf8) == "old")
    #expect(try String(contentsOf: self.new.appendingPathComponent("quakes.sqlite"), encoding: .utf8) == "new")
  }

  @Test func nothingToMoveIsNoMove() throws {
    defer { try? FileManager.default.removeItem(at: self.root) }
    #expect(try !QuakesCacheLocation.moveLegacyCache(from: self.old, to: self.new))
    #expect(!FileManager.default.fileExists(atPath: self.new.path))
  }

  @Test func aMoveThatCannotFinishPutsBackWhatItMoved() throws {
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: self.new.path)
      try? FileManager.default.removeItem(at: self.root)
    }
    try FileManager.default.createDirectory(at: self.old, withIntermediateDirectories: true)
    try Data("db".utf8).write(to: self.old.appendingPathComponent("quakes.sqlite"))
    // The new place is a file, not a directory: nothing can go there.
    try FileManager.default.createDirectory(at: self.new.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: self.new)

    #expect(throws: (any Error).self) { try QuakesCacheLocation.moveLegacyCache(from: self.old, to: self.new) }

    #expect(try String(contentsOf: self.old.appendingPathComponent("quakes.sqlite"), encoding: .utf8) == "db")
  }
}
