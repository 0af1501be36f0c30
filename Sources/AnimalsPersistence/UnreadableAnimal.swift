//  UnreadableAnimal.swift

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

  /// At most this many rows are named in a notice; the log names them all.
  public static let maxNamedInNotice = 5

  /// "2 stored animals could not be read and are not shown: "7" (unknown diet "Vegan"), …" for the window;
  /// nil when there are none.
  public static func notice(_ rows: [UnreadableAnimal]) -> String? {
    guard !rows.isEmpty else { return nil }
    let noun = rows.count == 1 ? "animal" : "animals"
    let named = rows.prefix(Self.maxNamedInNotice).map { "\"\($0.animalId)\" (\($0.reason))" }
    let more = rows.count > named.count ? ", and \(rows.count - named.count) more (the log names them all)" : ""
    return "\(rows.count) stored \(noun) could not be read and \(rows.count == 1 ? "is" : "are") not shown: "
      + named.joined(separator: ", ") + more + "."
  }

  /// "2 stored animals could not be read and were skipped: ..." for a log or a reply.
  public static func summary(_ rows: [UnreadableAnimal]) -> String {
    let noun = rows.count == 1 ? "animal" : "animals"
    return "\(rows.count) stored \(noun) could not be read and \(rows.count == 1 ? "was" : "were") skipped: "
      + rows.map(\.description).joined(separator: "; ")
  }
}
