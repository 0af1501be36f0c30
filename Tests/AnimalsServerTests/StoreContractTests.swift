//  StoreContractTests.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import Testing

/// What animals-server relies on of its store, checked on every engine (`StoreKind.available`): the same
/// answers, the same refusals, the same versions and the same change log, on SQLite and on PostgreSQL.
@Suite(.serialized) struct StoreContractTests {
  @Test(.enabled(if: TestPostgres.isAvailable, TestPostgres.unavailable))
  func thePostgreSQLStoreIsAmongTheStoresChecked() {
    #expect(StoreKind.available.contains(.postgres))
  }

  @Test(arguments: StoreKind.available) func aNewStoreHoldsTheSampleDataAndNoChange(kind: StoreKind) async throws {
    let open = try await kind.makeStore()
    let reading = try await open.store.read(categories: true, animals: true)
    #expect(reading.categories == SampleData.categories.sorted { $0.name < $1.name })
    #expect(Set(reading.animals) == Set(SampleData.animals))
    #expect(reading.animals.map(\.name) == reading.animals.map(\.name).sorted())
    #expect(reading.unreadable.isEmpty)
    #expect(try await open.store.latestSequence() == 0)
    #expect(try await open.store.changes(since: 0, limit: 10) == .changes([], latest: 0))
    await open.close()
  }

  @Test(arguments: StoreKind.available) func everyMutationIsAnsweredVersionedAndLogged(kind: StoreKind) async throws {
    let open = try await kind.makeStore()
    let store = open.store
    guard case .addAnimal(let frog) = try await store.mutate([.addAnimal(name: "  Frog ", diet: .carnivore, categoryId: "Amphibian")]).first else {
      Issue.record("no addAnimal answer")
      return
    }
    #expect(frog.name == "Frog" && frog.version == 1)
    let toad = Animal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", version: 2)
    #expect(try await store.mutate([.updateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", version: 1)]) == [.updateAnimal(animal: toad)])
    // The same values again change nothing, not even the version, and log nothing.
    #expect(try await store.mutate([.updateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", version: 2)]) == [.updateAnimal(animal: toad)])
    #expect(try await store.mutate([.deleteAnimal(animalId: frog.animalId, version: 2)]) == [.deleteAnimal(animal: toad)])
    #expect(try await store.mutate([.restoreAnimal(animal: toad)]) == [.restoreAnimal(animal: toad)])
    #expect(try await store.latestSequence() == 4)
    #expect(try await store.changes(since: 0, limit: 10) == .changes([
      SequencedChange(sequence: 1, change: .saved(animal: frog)),
      SequencedChange(sequence: 2, change: .saved(animal: toad)),
      SequencedChange(sequence: 3, change: .deleted(animalId: frog.animalId)),
      SequencedChange(sequence: 4, change: .saved(animal: toad)),
    ], latest: 4))
    #expect(try await store.changes(since: 2, limit: 1) == .changes([SequencedChange(sequence: 3, change: .deleted(animalId: frog.animalId))], latest: 4))
    #expect(try await store.read(categories: false, animals: true).animals.contains(toad))
    await open.close()
  }

  @Test(arguments: StoreKind.available) func aStaleVersionIsRefusedWithTheCurrentAnimal(kind: StoreKind) async throws {
    let open = try await kind.makeStore()
    let store = open.store
    let hound = Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 2)
    _ = try await store.mutate([.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 1)])
    await #expect(throws: AnimalConflict(animalId: "Dog", expectedVersion: 1, current: hound)) {
      try await store.mutate([.updateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 1)])
    }
    await #expect(throws: AnimalConflict(animalId: "Dog", expectedVersion: 1, current: hound)) {
      try await store.mutate([.deleteAnimal(animalId: "Dog", version: 1)])
    }
    _ = try await store.mutate([.deleteAnimal(animalId: "Cat", version: nil)])
    await #expect(throws: AnimalConflict(animalId: "Cat", expectedVersion: 1, current: nil)) {
      try await store.mutate([.updateAnimal(animalId: "Cat", name: "Lynx", diet: .carnivore, categoryId: "Mammal", version: 1)])
    }
    #expect(try await store.latestSequence() == 2)
    await open.close()
  }

  @Test(arguments: StoreKind.available) func badInputIsRefusedAlikeAndNothingIsWritten(kind: StoreKind) async throws {
    let open = try await kind.makeStore()
    let store = open.store
    let refusals: [(RemoteRequest.Mutation, LocalStoreError)] = [
      (.addAnimal(name: "   ", diet: .herbivore, categoryId: "Mammal"), .emptyName),
      (.addAnimal(name: String(repeating: "é", count: AnimalName.maxLength + 1), diet: .herbivore, categoryId: "Mammal"), .invalidName(.tooLong(maxLength: AnimalName.maxLength))),
      (.addAnimal(name: "Tab\there", diet: .herbivore, categoryId: "Mammal"), .invalidName(.controlCharacter)),
      (.addAnimal(name: "Yeti", diet: .herbivore, categoryId: "Cryptid"), .unknownCategory(categoryId: "Cryptid")),
      (.updateAnimal(animalId: "Nessie", name: "Nessie", diet: .carnivore, categoryId: "Reptile"), .animalNotFound(animalId: "Nessie")),
      (.deleteAnimal(animalId: "Nessie"), .animalNotFound(animalId: "Nessie")),
      (.restoreAnimal(animal: Animal(animalId: "Dog", name: "Dog", diet: .carnivore, categoryId: "Mammal")), .animalExists(animalId: "Dog")),
      (.restoreAnimal(animal: Animal(animalId: "Moa", name: "Moa", diet: .herbivore, categoryId: "Bird", version: 0)), .invalidVersion(0)),
      (.restoreAnimal(animal: Animal(animalId: "Moa", name: "Moa", diet: .herbivore, categoryId: "Bird", version: Int(Int32.max))), .invalidVersion(Int(Int32.max))),
    ]
    for (mutation, error) in refusals {
      await #expect(throws: error, "\(mutation)") { try await store.mutate([mutation]) }
    }
    // One refused mutation undoes the whole batch.
    await #expect(throws: LocalStoreError.unknownCategory(categoryId: "Cryptid")) {
      try await store.mutate([.deleteAnimal(animalId: "Cat"), .addAnimal(name: "Yeti", diet: .herbivore, categoryId: "Cryptid")])
    }
    #expect(Set(try await store.read(categories: false, animals: true).animals) == Set(SampleData.animals))
    #expect(try await store.latestSequence() == 0)
    await open.close()
  }

  @Test(arguments: StoreKind.available) func aRepeatedRequestIdIsCarriedOutOnceAndAnsweredAlike(kind: StoreKind) async throws {
    let open = try await kind.makeStore()
    let store = open.store
    let requestId = MutationRequestId()
    let add: [RemoteRequest.Mutation] = [.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian"), .deleteAnimal(animalId: "Cat")]
    let first = try await store.mutate(add, requestId: requestId)
    #expect(try await store.mutate(add, requestId: requestId) == first)
    #expect(try await store.read(categories: false, animals: true).animals.count == SampleData.animals.count)
    #expect(try await store.latestSequence() == 2)
    await #expect(throws: MutationRequestIdReused(requestId: requestId)) {
      try await store.mutate([.addAnimal(name: "Toad", diet: .carnivore, categoryId: "Amphibian")], requestId: requestId)
    }
    // A refused request keeps nothing: its id, sent again with the request mended, is carried out.
    let refused = MutationRequestId()
    await #expect(throws: LocalStoreError.unknownCategory(categoryId: "Cryptid")) {
      try await store.mutate([.addAnimal(name: "Yeti", diet: .herbivore, categoryId: "Cryptid")], requestId: refused)
    }
    _ = try await store.mutate([.addAnimal(name: "Yeti", diet: .herbivore, categoryId: "Mammal")], requestId: refused)
    // Without an id, each request is carried out.
    _ = try await store.mutate(add.prefix(1).map { $0 })
    _ = try await store.mutate(add.prefix(1).map { $0 })
    let names = try await store.read(categories: false, animals: true).animals.map(\.name)
    #expect(names.filter { $0 == "Frog" }.count == 3)
    #expect(names.filter { $0 == "Yeti" }.count == 1)
    await open.close()
  }

  @Test(arguments: StoreKind.available) func theChangeLogKeepsItsBacklogAndSendsOlderClientsToReload(kind: StoreKind) async throws {
    let open = try await kind.makeStore()
    let store = open.store
    let total = AnimalRules.changeBacklog + 5
    // In requests of at most `AnimalsAPI.maxElements` mutations, as the server sends them.
    for first in stride(from: 0, to: total, by: 100) {
      _ = try await store.mutate((first ..< min(first + 100, total)).map {
        .updateAnimal(animalId: "Dog", name: "Dog \($0)", diet: .carnivore, categoryId: "Mammal")
      })
    }
    let latest = Int64(total)
    #expect(try await store.latestSequence() == latest)
    #expect(try await store.changes(since: 0, limit: 10) == .reload(latest: latest))
    #expect(try await store.changes(since: latest + 1, limit: 10) == .reload(latest: latest))
    guard case .changes(let kept, latest) = try await store.changes(since: latest - Int64(AnimalRules.changeBacklog), limit: 2_000) else {
      Issue.record("the backlog is not kept")
      return
    }
    #expect(kept.map(\.sequence) == Array(latest - Int64(AnimalRules.changeBacklog) + 1 ... latest))
    _ = try await store.mutate([.reloadSampleData])
    #expect(try await store.changes(since: latest, limit: 10) == .changes([SequencedChange(sequence: latest + 1, change: .replacedAll)], latest: latest + 1))
    #expect(Set(try await store.read(categories: false, animals: true).animals) == Set(SampleData.animals))
    await open.close()
  }
}
