//  PostgresInstancesTests.swift

import AnimalsClient
import AnimalsData
import AnimalsPostgres
import Foundation
import Testing

/// Two animals-server instances on one PostgreSQL database, and clients of each: what is committed
/// through one instance reaches the other's clients live (LISTEN/NOTIFY), conflicts are refused across
/// instances, and the change log's numbers stay gap-free under concurrent writers.
@MainActor @Suite(.serialized, .enabled(if: TestPostgres.isAvailable, TestPostgres.unavailable))
struct PostgresInstancesTests {
  /// A failure bound for "live": a change must arrive within it (polled, never measured as a pass criterion).
  static let live = Duration.seconds(1)

  @Test func anAddUpdateAndDeleteThroughOneInstanceReachTheOtherInstancesClient() async throws {
    let instances = try await PostgresInstances.start()
    let (alice, bob) = (LiveClient(servers: [instances.urls[0]]), LiveClient(servers: [instances.urls[1]]))
    defer { alice.stop(); bob.stop() }
    try await alice.loaded()
    try await bob.loaded()

    try alice.store.dispatch(action: .ui(.didTapAddAnimal(requestId: "frog", name: "Frog", diet: .carnivore, categoryId: "Amphibian")))
    try await alice.waitUntil("the frog is added") { $0.animals.data.values.contains { $0.name == "Frog" } }
    let frog = try #require(alice.store.state.animals.data.values.first { $0.name == "Frog" })
    try await bob.waitUntil("the frog reaches the other instance's client", timeout: Self.live) { $0.animals.data[frog.animalId] == frog }

    try alice.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", version: 1)))
    try await bob.waitUntil("the toad reaches the other instance's client", timeout: Self.live) { $0.animals.data[frog.animalId]?.name == "Toad" }

    try alice.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Cat")))
    try await bob.waitUntil("the cat leaves the other instance's client", timeout: Self.live) { $0.animals.data["Cat"] == nil }

    // Bob changes the toad as he saw it before Alice's update: refused through his instance, and shown.
    try bob.store.dispatch(action: .ui(.didTapUpdateAnimal(animalId: frog.animalId, name: "Bullfrog", diet: .carnivore, categoryId: "Amphibian", version: 1)))
    try await bob.waitUntil("the conflict is shown") { $0.animals.conflicts[frog.animalId] != nil }
    let toad = try #require(alice.store.state.animals.data[frog.animalId])
    #expect(bob.store.state.animals.conflicts[frog.animalId]?.conflict == AnimalConflict(animalId: frog.animalId, expectedVersion: 1, current: toad))
    #expect(try await RemoteStore(serverURL: instances.urls[0]).fetchAnimals().contains(toad))
    #expect(alice.receivedSequences == [1, 2, 3])
    #expect(bob.receivedSequences == [1, 2, 3])
    await instances.stop()
  }

  @Test func aClientThatWasAwayCatchesUpExactlyWhicheverInstanceMadeTheChanges() async throws {
    let instances = try await PostgresInstances.start()
    let writers = instances.urls.map { RemoteStore(serverURL: $0) }
    let client = LiveClient(servers: [instances.urls[1]])
    defer { client.stop() }
    try await client.loaded()
    _ = try await writers[0].deleteAnimal(animalId: "Cat")
    try await client.waitUntil("the first change arrives") { $0.live?.lastSequence == 1 }

    client.live.stop()
    var added: [Animal] = []
    for (index, name) in ["Ant", "Bee", "Crab", "Wasp"].enumerated() {
      added.append(try await writers[index % 2].addAnimal(name: name, diet: .herbivore, categoryId: "Invertebrate"))
    }
    _ = try await writers[1].updateAnimal(animalId: added[0].animalId, name: "Termite", diet: .herbivore, categoryId: "Invertebrate")
    _ = try await writers[0].deleteAnimal(animalId: added[1].animalId)

    client.live.start(on: client.store)
    try await client.waitUntil("the changes made meanwhile arrive") { $0.live?.lastSequence == 7 }
    #expect(client.receivedSequences == [1, 2, 3, 4, 5, 6, 7])
    let stored = try await writers[0].fetchAnimals()
    try await client.waitUntil("the store agrees with the database") { Set($0.animals.data.values) == Set(stored) }
    await instances.stop()
  }

  @Test func concurrentWritersThroughBothInstancesGetGapFreeNumbersInCommitOrder() async throws {
    let instances = try await PostgresInstances.start()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0 ..< 8 {
        let store = instances.stores[writer % 2]
        group.addTask {
          for index in 0 ..< 10 {
            _ = try await store.mutate([.addAnimal(name: "Ant \(writer)-\(index)", diet: .herbivore, categoryId: "Invertebrate")])
          }
        }
      }
      try await group.waitForAll()
    }
    guard case .changes(let changes, let latest) = try await instances.stores[1].changes(since: 0, limit: 1_000) else {
      Issue.record("the change log asks for a reload")
      return
    }
    #expect(latest == 80)
    #expect(changes.map(\.sequence) == Array(1 ... 80))
    #expect(try await instances.stores[0].read(categories: false, animals: true).animals.count == SampleData.animals.count + 80)
    await instances.stop()
  }

  @Test func theSameAddSentToBothInstancesIsStoredOnce() async throws {
    let instances = try await PostgresInstances.start()
    // As a client that failed over after its first server had committed the add and died unheard.
    let add = RemoteRequest(mutation: [.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")], requestId: MutationRequestId().text)
    let replies = [
      try await RemoteStore(serverURL: instances.urls[0]).send(add),
      try await RemoteStore(serverURL: instances.urls[1]).send(add),
    ]
    #expect(replies[0] == replies[1])
    #expect(try await TestPostgres.column("SELECT count(*)::text FROM animal WHERE name = 'Frog'", on: instances.database) == ["1"])
    await instances.stop()
  }
}
