//  PostgresTransaction+Changes.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import PostgresNIO

/// The change log: each change takes the next number from the counter row (locked since `lockWrites`)
/// inside the transaction that makes it, and `finishWrites` tells every instance at commit.
extension PostgresTransaction {
  func record(_ change: AnimalsChange) async throws {
    let json = String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
    var sequence: Int64 = 0
    for try await latest in try await self.connection.query(
      "UPDATE animal_change_counter SET latest = latest + 1 RETURNING latest", logger: self.logger
    ).decode(Int64.self) {
      sequence = latest
    }
    _ = try await self.connection.query("INSERT INTO animal_change (sequence, change) VALUES (\(sequence), \(json))", logger: self.logger)
  }

  /// Ends a write transaction: keeps only the newest `changeBacklog` changes and tells every instance the
  /// newest number (delivered at commit, and only then; listeners read the log up to it).
  func finishWrites() async throws {
    let latest = try await self.latestSequence()
    _ = try await self.connection.query(
      "DELETE FROM animal_change WHERE sequence <= \(latest - Int64(AnimalRules.changeBacklog))", logger: self.logger
    )
    _ = try await self.connection.query("SELECT pg_notify(\(Self.channel), \(String(latest)))", logger: self.logger)
  }

  func latestSequence() async throws -> Int64 {
    for try await latest in try await self.connection.query("SELECT latest FROM animal_change_counter", logger: self.logger).decode(Int64.self) {
      return latest
    }
    return 0
  }

  /// The changes after `sequence`, at most `limit`, or `.reload` when they are no longer all kept.
  /// Rows past the `latest` read first are left for the next call, so `latest` always covers what is sent.
  func changes(since sequence: Int64, limit: Int) async throws -> ChangesSince {
    let latest = try await self.latestSequence()
    var oldest: Int64?
    for try await minimum in try await self.connection.query("SELECT MIN(sequence) FROM animal_change", logger: self.logger).decode(Int64?.self) {
      oldest = minimum
    }
    if let reload = AnimalRules.reloadInstead(since: sequence, latest: latest, oldestKept: oldest) { return reload }
    let decoder = JSONDecoder()
    var changes: [SequencedChange] = []
    for try await (number, text) in try await self.connection.query(
      "SELECT sequence, change FROM animal_change WHERE sequence > \(sequence) AND sequence <= \(latest) ORDER BY sequence LIMIT \(limit)",
      logger: self.logger
    ).decode((Int64, String).self) {
      guard let change = try? decoder.decode(AnimalsChange.self, from: Data(text.utf8)) else {
        self.logger.warning("Change \(number) of the change log cannot be read; clients after it reload.")
        return .reload(latest: latest)
      }
      changes.append(SequencedChange(sequence: number, change: change))
    }
    return .changes(changes, latest: latest)
  }
}
