//  UnreadableAnimal.swift

import AnimalsData

/// A stored animal row that breaks the rules (written by another program, or by hand): skipped when the
/// animals are read, and reported by id so the rest can still be served.
public struct UnreadableAnimal : Error, Hashable, Sendable, CustomStringConvertible {
  public var animalId: String
  public var reason: String

  public init(animalId: String, reason: String) {
    self.animalId = animalId
    self.reason = reason
  }

  public var description: String {
    "\"\(self.animalId)\": \(self.reason)"
  }

  /// What the window says of `rows`: how many, and the first ids (the log has the reasons); nil when there are none.
  public static func notice(_ rows: [UnreadableAnimal]) -> UnreadableAnimalsNotice? {
    rows.isEmpty ? nil : UnreadableAnimalsNotice(count: rows.count, animalIds: rows.map(\.animalId))
  }

  /// "2 stored animals could not be read and were skipped: ..." for a log or a reply.
  public static func summary(_ rows: [UnreadableAnimal]) -> String {
    let noun = rows.count == 1 ? "animal" : "animals"
    return "\(rows.count) stored \(noun) could not be read and \(rows.count == 1 ? "was" : "were") skipped: "
      + rows.map(\.description).joined(separator: "; ")
  }
}
