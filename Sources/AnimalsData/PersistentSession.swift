//  PersistentSession.swift

/// Where the animals are kept: a local database or a server. The listener's thunks call it off the
/// main actor; its errors should be `AnimalsFailureConvertible` (anything else reaches the window as
/// `AnimalsFailure.unexpected`, and the log).
public protocol PersistentSession : Sendable {
  func fetchCategories() async throws -> [Category]
  func fetchAnimals() async throws -> [Animal]
  /// The animals, and a notice about stored animals that could not be read and were skipped.
  func fetchAnimalsWithNotice() async throws -> AnimalsFetch
  /// Adds an animal; the store chooses its id.
  func addAnimal(name: String, diet: Diet, categoryId: Category.ID) async throws -> Animal
  /// Changes an animal. With `expectedVersion`, throws an `AnimalConflict` (and writes nothing) unless the
  /// stored animal is at that version. A change to the same values keeps the version.
  func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID, expectedVersion: Int?) async throws -> Animal
  /// Deletes an animal and returns it as it was. With `expectedVersion`, throws an `AnimalConflict` (and
  /// deletes nothing) unless the stored animal is at that version.
  func deleteAnimal(animalId: Animal.ID, expectedVersion: Int?) async throws -> Animal
  /// Adds `animal` back with its own id (what undoing a delete does); an error if the id is taken.
  func restoreAnimal(_ animal: Animal) async throws -> Animal
  /// Replaces all data with the sample data and returns it.
  func reloadSampleData() async throws -> AnimalsSnapshot
}

extension PersistentSession {
  /// Changes an animal whatever its version (the last change wins).
  public func updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID) async throws -> Animal {
    try await self.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: nil)
  }

  /// Deletes an animal whatever its version.
  public func deleteAnimal(animalId: Animal.ID) async throws -> Animal {
    try await self.deleteAnimal(animalId: animalId, expectedVersion: nil)
  }

  /// A session that cannot skip unreadable animals has nothing to report.
  public func fetchAnimalsWithNotice() async throws -> AnimalsFetch {
    AnimalsFetch(animals: try await self.fetchAnimals())
  }
}
