//  AnimalsKillTests.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import GRDB
import TestSupport
import Testing

/// `kill -9` during a stream of adds and deletes through the local app's own code path (the store, the
/// listener and the local database, in `animals-kill-probe`): after each kill every change shown as done
/// is in the database, and the database passes `PRAGMA integrity_check`.
@Suite struct AnimalsKillTests {
  static let rounds = 20

  @Test(.timeLimit(.minutes(5))) func everyChangeShownAsDoneSurvivesAKillAndTheDatabaseStaysIntact() async throws {
    let probe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("animals-kill-probe")
    try #require(FileManager.default.isExecutableFile(atPath: probe.path), "build animals-kill-probe first")
    let directory = try TemporaryDirectory(prefix: "animals-tests")
    var random = SystemRandomNumberGenerator()
    var added = Set<Animal.ID>()
    var deleted = Set<Animal.ID>()
    // Asked to be deleted, not shown as deleted: the kill may have come before or after the commit.
    var uncertain = Set<Animal.ID>()
    for round in 0 ..< Self.rounds {
      let lines = try Self.runAndKill(probe, directory: directory.url, after: .milliseconds(Int.random(in: 0 ... 400, using: &random)))
      #expect(!lines.contains { $0.hasPrefix("failed") }, "round \(round): \(lines.filter { $0.hasPrefix("failed") })")
      for line in lines {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        switch parts[0] {
        case "added": added.insert(parts[1])
        case "deleting": uncertain.insert(parts[1])
        case "deleted": deleted.insert(parts[1]); uncertain.remove(parts[1])
        default: break
        }
      }
      let stored = Set(try await LocalStore(directory: directory.url).fetchAnimals().map(\.animalId))
      let lost = added.subtracting(deleted).subtracting(uncertain).subtracting(stored)
      let back = deleted.intersection(stored)
      #expect(lost.isEmpty, "round \(round): shown as added, not stored: \(lost)")
      #expect(back.isEmpty, "round \(round): shown as deleted, still stored: \(back)")
      let check = try await DatabaseQueue(path: directory.url.appendingPathComponent(LocalStore.fileName).path).read { db in
        try String.fetchAll(db, sql: "PRAGMA integrity_check")
      }
      #expect(check == ["ok"], "round \(round)")
    }
    // The rounds did change things (not a test of nothing).
    #expect(added.count > Self.rounds)
    #expect(!deleted.isEmpty)
  }

  /// Starts the probe, waits until it is ready, lets it work for `delay`, kills it with SIGKILL and
  /// returns every line it printed.
  static func runAndKill(_ probe: URL, directory: URL, after delay: Duration) throws -> [String] {
    let process = Process()
    process.executableURL = probe
    process.arguments = [directory.path, "100000"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var text = ""
    let readyBy = ContinuousClock.now + .seconds(30)
    while !text.contains("ready\n"), ContinuousClock.now < readyBy, process.isRunning {
      text += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }
    Thread.sleep(forTimeInterval: Double(delay.components.attoseconds) / 1e18 + Double(delay.components.seconds))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return text.split(separator: "\n").map(String.init)
  }
}
