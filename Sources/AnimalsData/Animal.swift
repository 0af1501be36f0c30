//  Animal.swift

public struct Animal : Hashable, Sendable, Codable, Identifiable {
  public typealias ID = String

  public let animalId: ID
  public let name: String
  public let diet: Diet
  public let categoryId: Category.ID
  /// Goes up by one with every stored change of the animal. An update or delete that names the version it
  /// started from is refused (`AnimalConflict`) when someone else changed the animal meanwhile.
  public let version: Int

  public var id: ID {
    self.animalId
  }

  public init(animalId: ID, name: String, diet: Diet, categoryId: Category.ID, version: Int = 1) {
    self.animalId = animalId
    self.name = name
    self.diet = diet
    self.categoryId = categoryId
    self.version = version
  }

  /// Whether both have the same name, diet and category, whatever their versions.
  public func hasSameValues(as other: Animal) -> Bool {
    self.animalId == other.animalId && self.name == other.name && self.diet == other.diet && self.categoryId == other.categoryId
  }
}

extension Animal {
  private enum CodingKeys : String, CodingKey {
    case animalId, name, diet, categoryId, version
  }

  /// Action logs and servers from before versions have none: such an animal is at version 1.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      animalId: try container.decode(ID.self, forKey: .animalId),
      name: try container.decode(String.self, forKey: .name),
      diet: try container.decode(Diet.self, forKey: .diet),
      categoryId: try container.decode(Category.ID.self, forKey: .categoryId),
      version: try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    )
  }
}
