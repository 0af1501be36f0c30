//  AnimalsState.swift

import HashTreeCollections

/// The global state of the Animals app: what the persistent store holds and where its requests stand.
/// Selection and editor state are per window and live in the windows, not here.
public struct AnimalsState : Hashable, Sendable {
  public var categories: Categories
  public var animals: Animals

  public init(categories: Categories = Categories(), animals: Animals = Animals()) {
    self.categories = categories
    self.animals = animals
  }
}

extension AnimalsState {
  public struct Categories : Hashable, Sendable {
    public var data: TreeDictionary<Category.ID, Category>
    /// The status of fetching the categories.
    public var status: Status?

    public init(data: TreeDictionary<Category.ID, Category> = [:], status: Status? = nil) {
      self.data = data
      self.status = status
    }
  }
}

extension AnimalsState {
  public struct Animals : Hashable, Sendable {
    public var data: TreeDictionary<Animal.ID, Animal>
    /// The status of fetching the animals.
    public var status: Status?
    /// The status of the latest add, update or delete request of each animal, by animal id
    /// (by request id for an animal being added, which has no id yet).
    public var queue: TreeDictionary<Animal.ID, Status>

    public init(data: TreeDictionary<Animal.ID, Animal> = [:], status: Status? = nil, queue: TreeDictionary<Animal.ID, Status> = [:]) {
      self.data = data
      self.status = status
      self.queue = queue
    }
  }
}

extension AnimalsState {
  /// A state holding `categories` and `animals`, as after successful fetches.
  public init(categories: [Category], animals: [Animal]) {
    self.init(
      categories: Categories(data: TreeDictionary(uniqueKeysWithValues: categories.map { ($0.categoryId, $0) }), status: .success),
      animals: Animals(data: TreeDictionary(uniqueKeysWithValues: animals.map { ($0.animalId, $0) }), status: .success)
    )
  }
}
