//  AnimalRules.swift

import AnimalsData

/// The checks every store makes before it writes, so SQLite and PostgreSQL refuse the same input with
/// the same `LocalStoreError`.
public enum AnimalRules {
  /// The name as stored (trimmed), or `.emptyName` / `.invalidName`.
  public static func validName(_ name: String) throws -> String {
    do {
      return try AnimalName.validated(name)
    } catch .empty {
      throw LocalStoreError.emptyName
    } catch {
      throw LocalStoreError.invalidName(error)
    }
  }

  /// Versions start at 1 and stay far from overflowing; one sent by a client is checked before it is trusted.
  public static func validVersion(_ version: Int) throws -> Int {
    guard Self.versions.contains(version) else { throw LocalStoreError.invalidVersion(version) }
    return version
  }

  /// The versions a store gives out.
  public static let versions = 1 ..< Int(Int32.max)

  /// The stored animal, if it is at `expectedVersion` (when given): otherwise an `AnimalConflict`, or
  /// `.animalNotFound` when there is none and no version was expected.
  public static func current(_ stored: Animal?, animalId: Animal.ID, expectedVersion: Int?) throws -> Animal {
    if let expectedVersion, stored?.version != expectedVersion {
      throw AnimalConflict(animalId: animalId, expectedVersion: expectedVersion, current: stored)
    }
    guard let stored else { throw LocalStoreError.animalNotFound(animalId: animalId) }
    return stored
  }

  /// The change log keeps this many of the newest changes for clients that reconnect; one further behind reloads.
  public static let changeBacklog = 1_000

  /// What `changes(since:)` answers from the newest number given out and the oldest one kept (nil when
  /// the log is empty): `nil` means "read the changes after `sequence`", otherwise the client reloads.
  public static func reloadInstead(since sequence: Int64, latest: Int64, oldestKept: Int64?) -> ChangesSince? {
    guard sequence <= latest else { return .reload(latest: latest) }
    if sequence < latest, sequence < (oldestKept ?? latest + 1) - 1 { return .reload(latest: latest) }
    return nil
  }
}
