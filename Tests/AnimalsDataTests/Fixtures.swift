//  Fixtures.swift

@testable import AnimalsData

/// States and values the tests start from.
enum Fixtures {
  static let dog = SampleData.animals.first { $0.animalId == "Dog" }!
  static let cat = SampleData.animals.first { $0.animalId == "Cat" }!
  static let newt = SampleData.animals.first { $0.animalId == "Newt" }!
  static let sparrow = SampleData.animals.first { $0.animalId == "Sparrow" }!

  /// The sample data, loaded.
  static var loaded: AnimalsState {
    AnimalsState(categories: SampleData.categories, animals: SampleData.animals)
  }

  static func reduce(_ state: AnimalsState, _ actions: AnimalsAction...) throws -> AnimalsState {
    try actions.reduce(state) { try AnimalsReducer.reduce(state: $0, action: $1) }
  }
}
