//  AnimalConflict.swift

/// An update or delete refused because the animal is no longer at the version the change started from:
/// someone else changed or deleted it meanwhile. Nothing was written.
public struct AnimalConflict : Error, Hashable, Sendable, Codable, CustomStringConvertible {
  public var animalId: Animal.ID
  /// The version the refused change started from.
  public var expectedVersion: Int
  /// The animal as it is stored now; nil when it was deleted.
  public var current: Animal?

  public init(animalId: Animal.ID, expectedVersion: Int, current: Animal?) {
    self.animalId = animalId
    self.expectedVersion = expectedVersion
    self.current = current
  }

  public var description: String {
    guard let current else { return "Someone else deleted this animal meanwhile." }
    return "Someone else changed this animal meanwhile: it is now \"\(current.name)\", \(current.diet.rawValue), in \(current.categoryId)."
  }
}
