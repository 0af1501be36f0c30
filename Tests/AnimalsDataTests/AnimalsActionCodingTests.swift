//  AnimalsActionCodingTests.swift

@testable import AnimalsData
import Foundation
import Testing

/// Actions are recorded and replayed, so every kind must survive a JSON round trip.
@Suite struct AnimalsActionCodingTests {
  static let actions: [AnimalsAction] = [
    .ui(.didAppear),
    .ui(.didTapRetry),
    .ui(.didConfirmReloadSampleData),
    .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")),
    .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")),
    .ui(.didConfirmDeleteAnimal(animalId: "Dog")),
    .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 4)),
    .ui(.didTapRetryConflict(animalId: "Dog")),
    .ui(.didTapDiscardConflict(animalId: "Dog")),
    .data(.didConflict(AnimalConflict(animalId: "Dog", expectedVersion: 1, current: nil), .delete)),
    .data(.didConflict(AnimalConflict(animalId: "Dog", expectedVersion: 1, current: Fixtures.dog), .update(name: "Rex", diet: .carnivore, categoryId: "Mammal"))),
    .data(.didConflict(AnimalConflict(animalId: "Dog", expectedVersion: 2, current: Fixtures.dog), .history(.undo(.added(Fixtures.dog))))),
    .data(.didFetchCategories(.success(SampleData.categories))),
    .data(.didFetchAnimals(.failure(.network))),
    .data(.didFetchAnimals(.success([Fixtures.dog]), notice: UnreadableAnimalsNotice(count: 8, animalIds: ["7"]))),
    .live(.didDisconnect(server: "http://a", reason: .liveSilent(server: "http://a", seconds: 45), retryInSeconds: 2)),
    .ui(.didDismissAnimalsNotice),
    .data(.didReloadSampleData(.success(AnimalsSnapshot(categories: SampleData.categories, animals: SampleData.animals)))),
    .data(.didAddAnimal(requestId: "r1", .success(Fixtures.newt))),
    .data(.didUpdateAnimal(animalId: "Dog", .failure(.animalNotFound))),
    .data(.didDeleteAnimal(animalId: "Dog", .success(Fixtures.dog))),
    .ui(.didTapUndo),
    .ui(.didTapRedo),
    .ui(.didDismissHistoryFailure),
    .data(.didApplyHistory(.undo(.deleted(Fixtures.dog)), .success(Fixtures.dog))),
    .data(.didApplyHistory(.redo(.updated(before: Fixtures.dog, after: Fixtures.cat)), .failure(.animalNotFound))),
    .data(.didApplyHistory(.undo(.added(Fixtures.newt)), .success(Fixtures.newt))),
  ]

  @Test(arguments: Self.actions)
  func roundTrips(action: AnimalsAction) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(AnimalsAction.self, from: data) == action)
  }

  @Test func remoteRequestsUseTheDocumentedShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let query = String(decoding: try encoder.encode(RemoteRequest(query: [.categories])), as: UTF8.self)
    #expect(query == #"{"query":[{"categories":{}}]}"#)
    let mutation = String(decoding: try encoder.encode(RemoteRequest(mutation: [.deleteAnimal(animalId: "Dog")])), as: UTF8.self)
    #expect(mutation == #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}}]}"#)
    let response = String(decoding: try encoder.encode(RemoteResponse(mutation: [.addAnimal(animal: Fixtures.dog)])), as: UTF8.self)
    let restore = String(decoding: try encoder.encode(RemoteRequest(mutation: [.restoreAnimal(animal: Fixtures.dog)])), as: UTF8.self)
    #expect(restore == #"{"mutation":[{"restoreAnimal":{"animal":{"animalId":"Dog","categoryId":"Mammal","diet":"Carnivore","name":"Dog","version":1}}}]}"#)
    #expect(response == #"{"mutation":[{"addAnimal":{"animal":{"animalId":"Dog","categoryId":"Mammal","diet":"Carnivore","name":"Dog","version":1}}}]}"#)
    let stale = String(decoding: try encoder.encode(RemoteRequest(mutation: [.deleteAnimal(animalId: "Dog", version: 3)])), as: UTF8.self)
    #expect(stale == #"{"mutation":[{"deleteAnimal":{"animalId":"Dog","version":3}}]}"#)
  }

  @Test func animalsFromBeforeVersionsDecodeAtVersionOne() throws {
    let json = #"{"animalId":"Dog","categoryId":"Mammal","diet":"Carnivore","name":"Dog"}"#
    #expect(try JSONDecoder().decode(Animal.self, from: Data(json.utf8)) == Fixtures.dog)
    #expect(Fixtures.dog.version == 1)
  }
}
