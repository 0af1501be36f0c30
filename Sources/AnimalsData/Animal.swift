//  Animal.swift

public struct Animal : Hashable, Sendable, Codable, Identifiable {
  public typealias ID = String

  public let animalId: ID
  public let name: String
  public let diet: Diet
  public let categoryId: Category.ID

  public var id: ID {
    self.animalId
  }

  public init(animalId: ID, name: String, diet: Diet, categoryId: Category.ID) {
    self.animalId = animalId
    self.name = name
    self.diet = diet
    self.categoryId = categoryId
  }
}
