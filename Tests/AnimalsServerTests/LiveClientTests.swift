//  LiveClientTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// Two clients of one server: what one changes reaches the other's store as live actions, a client
/// that was away catches up exactly, and a client of several servers fails over to one that is up.
@MainActor @Suite(.serialized) struct LiveClientTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory()
  }

  @Test func anAddUpdateAndDeleteThroughOneClientReachTheOthersStore() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let other = RemoteStore(serverURL: server.baseURL)
    let client = LiveClient(servers: [server.baseURL])
    defer { client.stop() }
    try await client.loaded()

    let frog = try await other.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    let added = try await client.waitUntil("the frog arrives") { $0.animals.data[frog.animalId] == frog }
    let toad = try await other.updateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", expectedVersion: 1)
    let updated = try await client.waitUntil("the toad arrives") { $0.animals.data[frog.animalId] == toad }
    _ = try await other.deleteAnimal(animalId: "Cat", expectedVersion: 1)
    let deleted = try await client.waitUntil("the cat goes") { $0.animals.data["Cat"] == nil }
    // Reported, not judged: the server looks for new changes every 200 ms.
    print("live latency: add \(added), update \(updated), delete \(deleted)")
    #expect(client.receivedSequences == [1, 2, 3])
    #expect(client.store.state.animals.data.values.sorted { $0.animalId < $1.animalId } == (try await other.fetchAnimals()).sorted { $0.animalId < $1.animalId })
    #expect(!client.store.state.history.canUndo)
    await server.stop()
  }

  @Test func aClientThatWasAwayCatchesUpExactly() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let other = RemoteStore(serverURL: server.baseURL)
    let client = LiveClient(servers: [server.baseURL])
    defer { client.stop() }
    try await client.loaded()
    _ = try await other.deleteAnimal(animalId: "Cat")
    try await client.waitUntil("the first change arrives") { $0.live?.lastSequence == 1 }

    client.live.stop()
    var added: [Animal] = []
    for name in ["Ant", "Bee", "Crab"] {
      added.append(try await other.addAnimal(name: name, diet: .herbivore, categoryId: "Invertebrate"))
    }
    _ = try await other.updateAnimal(animalId: added[0].animalId, name: "Wasp", diet: .carnivore, categoryId: "Invertebrate")
    _ = try await other.deleteAnimal(animalId: added[1].animalId)
    #expect(client.store.state.animals.data[added[0].animalId] == nil)

    client.live.start(on: client.store)
    try await client.waitUntil("the changes made meanwhile arrive") { $0.live?.lastSequence == 6 }
    #expect(client.receivedSequences == [1, 2, 3, 4, 5, 6])
    let stored = try await other.fetchAnimals()
    try await client.waitUntil("the store agrees with the server") { Set($0.animals.data.values) == Set(stored) }
    await server.stop()
  }

  @Test func aClientOfTwoServersUsesTheOneThatIsUp() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let down = URL(string: "http://127.0.0.1:\(try SilentListener.freePort())")!
    let client = LiveClient(servers: [down, server.baseURL])
    defer { client.stop() }
    try await client.loaded()
    #expect(client.store.state.live?.connection == .live(server: server.baseURL.absoluteString))
    #expect(client.liveActions.prefix(2) == [
      .didStartConnecting(server: down.absoluteString),
      .didDisconnect(server: down.absoluteString, reason: .serverUnreachable(server: "\(down.absoluteString)/animals/changes"), retryInSeconds: 0),
    ])

    // Its changes go to the server that is up, and the other's come back live.
    try client.store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Dog")))
    try await client.waitUntil("the dog is deleted") { $0.animals.data["Dog"] == nil && $0.animals.queue["Dog"] == nil }
    #expect(client.store.state.history.canUndo)
    let frog = try await RemoteStore(serverURL: server.baseURL).addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    try await client.waitUntil("the frog arrives") { $0.animals.data[frog.animalId] == frog }
    await server.stop()
  }
}
