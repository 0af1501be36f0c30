//  Category.swift

/// A kind of animal. The six categories are fixed; their id is their name.
public struct Category : Hashable, Sendable, Codable, Identifiable {
  public typealias ID = String

  public let categoryId: ID
  public let name: String

  public var id: ID {
    self.categoryId
  }

  public init(categoryId: ID, name: String) {
    self.categoryId = categoryId
    self.name = name
  }
}
