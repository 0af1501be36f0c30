//  ServerConflictTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// Two clients on one server: a change made on a version someone else replaced is refused with 409,
/// a clear message and the current animal, and nothing is written.
@Suite(.serialized) struct ServerConflictTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory()
  }

  @Test func aStaleUpdateOfAnotherClientIsRefusedWithTheCurrentAnimal() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let (alice, bob) = (RemoteStore(serverURL: server.baseURL), RemoteStore(serverURL: server.baseURL))
    let hound = try await alice.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", expectedVersion: 1)
    await #expect(throws: AnimalConflict(animalId: "Dog", expectedVersion: 1, current: hound)) {
      try await bob.updateAnimal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", expectedVersion: 1)
    }
    await #expect(throws: AnimalConflict(animalId: "Dog", expectedVersion: 1, current: hound)) {
      try await bob.deleteAnimal(animalId: "Dog", expectedVersion: 1)
    }
    #expect(try await bob.fetchAnimals().contains(hound))
    await server.stop()
  }

  @Test func theRefusalIsA409WithAClearJSONError() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    _ = try await RemoteStore(serverURL: server.baseURL).deleteAnimal(animalId: "Cat")
    let reply = try await RawHTTP.send(#"{"mutation":[{"updateAnimal":{"animalId":"Cat","name":"Lynx","diet":"Carnivore","categoryId":"Mammal","version":1}}]}"#, to: server.endpoint)
    #expect(reply.status == 409)
    #expect(reply.errorMessage == "Someone else deleted this animal meanwhile.")
    let error = try JSONDecoder().decode(RemoteErrorResponse.self, from: reply.body)
    #expect(error.conflict == AnimalConflict(animalId: "Cat", expectedVersion: 1, current: nil))
    #expect(error.code == "stale-version")
    await server.stop()
  }

  @Test func aBatchWithOneStaleChangeWritesNothing() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    _ = try await client.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    let batch = #"{"mutation":[{"deleteAnimal":{"animalId":"Cat","version":1}},{"deleteAnimal":{"animalId":"Dog","version":1}}]}"#
    let reply = try await RawHTTP.send(batch, to: server.endpoint)
    #expect(reply.status == 409)
    #expect(try await client.fetchAnimals().contains { $0.animalId == "Cat" })
    await server.stop()
  }
}
