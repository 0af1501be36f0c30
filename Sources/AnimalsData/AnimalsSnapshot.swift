//  AnimalsSnapshot.swift

/// Every category and animal of a store at one moment (what reloading the sample data returns).
public struct AnimalsSnapshot : Hashable, Sendable, Codable {
  public var categories: [Category]
  public var animals: [Animal]

  public init(categories: [Category], animals: [Animal]) {
    self.categories = categories
    self.animals = animals
  }
}
