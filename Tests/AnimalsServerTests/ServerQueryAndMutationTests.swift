//  ServerQueryAndMutationTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// The client against a real server on loopback: every query and mutation, and restarts.
@Suite(.serialized) struct ServerQueryAndMutationTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  @Test func queriesReturnTheSampleData() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let categories = try await client.fetchCategories()
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(categories.map(\.name) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
    #expect(Set(animals) == Set(SampleData.animals))
  }

  @Test func bothQueriesInOneRequest() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let response = try await RemoteStore(serverURL: server.endpoint).send(RemoteRequest(query: [.animals, .categories]))
    await server.stop()
    guard case .animals(let animals)? = response.query?.first, case .categories(let categories)? = response.query?.last else {
      Issue.record("unexpected response \(response)")
      return
    }
    #expect(animals.count == 6 && categories.count == 6)
  }

  @Test func everyMutation() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let frog = try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    #expect(frog.name == "Frog" && !frog.animalId.isEmpty)
    let hound = try await client.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    #expect(hound == Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 2))
    let cat = try await client.deleteAnimal(animalId: "Cat")
    #expect(cat.name == "Cat")
    let animals = try await client.fetchAnimals()
    #expect(animals.contains(frog) && animals.contains(hound) && !animals.contains(cat))
    let snapshot = try await client.reloadSampleData()
    #expect(Set(snapshot.animals) == Set(SampleData.animals))
    #expect(Set(try await client.fetchAnimals()) == Set(SampleData.animals))
    await server.stop()
  }

  @Test func aRestartedServerKeepsTheData() async throws {
    let first = try await RunningServer.start(directory: self.directory.url)
    let frog = try await RemoteStore(serverURL: first.baseURL).addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    _ = try await RemoteStore(serverURL: first.baseURL).deleteAnimal(animalId: "Dog")
    await first.stop()

    let second = try await RunningServer.start(directory: self.directory.url)
    let animals = try await RemoteStore(serverURL: second.baseURL).fetchAnimals()
    await second.stop()
    #expect(animals.contains(frog))
    #expect(!animals.contains { $0.animalId == "Dog" })
  }

  @Test func endpointAcceptsBaseOrFullURL() {
    #expect(RemoteStore.endpoint(for: URL(string: "http://127.0.0.1:8080")!).absoluteString == "http://127.0.0.1:8080/animals/api")
    #expect(RemoteStore.endpoint(for: URL(string: "http://127.0.0.1:8080/")!).absoluteString == "http://127.0.0.1:8080/animals/api")
    #expect(RemoteStore.endpoint(for: URL(string: "http://h:1/animals/api")!).absoluteString == "http://h:1/animals/api")
  }
}
