//  LocalStoreTransaction+Changes.swift

import AnimalsData
import Foundation
import GRDB

/// The change log: every mutation appends its change in its own transaction, so a change is published
/// exactly when it is committed. Only the newest `LocalStore.changeBacklog` changes are kept.
extension LocalStoreTransaction {
  func record(_ change: AnimalsChange) throws {
    let json = String(decoding: try JSONEncoder().encode(change), as: UTF8.self)
    try self.db.execute(sql: "INSERT INTO animal_change (change) VALUES (?)", arguments: [json])
    try self.db.execute(
      sql: "DELETE FROM animal_change WHERE sequence <= ?",
      arguments: [self.db.lastInsertedRowID - Int64(LocalStore.changeBacklog)]
    )
  }

  /// The newest sequence number given out (0 before the first change); never reused, even after pruning.
  public func latestSequence() throws -> Int64 {
    try Int64.fetchOne(self.db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'animal_change'") ?? 0
  }

  /// The changes after `sequence`, at most `limit`, or `.reload` when they are no longer all kept.
  public func changes(since sequence: Int64, limit: Int) throws -> ChangesSince {
    let latest = try self.latestSequence()
    let oldest = try Int64.fetchOne(self.db, sql: "SELECT MIN(sequence) FROM animal_change")
    if let reload = AnimalRules.reloadInstead(since: sequence, latest: latest, oldestKept: oldest) { return reload }
    let rows = try Row.fetchAll(
      self.db,
      sql: "SELECT sequence, change FROM animal_change WHERE sequence > ? ORDER BY sequence LIMIT ?",
      arguments: [sequence, limit]
    )
    let decoder = JSONDecoder()
    var changes: [SequencedChange] = []
    for row in rows {
      let sequence: Int64 = row["sequence"]
      guard let text = String.fromDatabaseValue(row["change"] as DatabaseValue),
            let change = try? decoder.decode(AnimalsChange.self, from: Data(text.utf8)) else {
        // Written by another program: the client cannot follow change by change, but a reload is exact.
        self.logger.warning("Change \(sequence) of the change log cannot be read; clients after it reload.")
        return .reload(latest: latest)
      }
      changes.append(SequencedChange(sequence: sequence, change: change))
    }
    return .changes(changes, latest: latest)
  }
}
