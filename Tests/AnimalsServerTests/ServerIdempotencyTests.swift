//  ServerIdempotencyTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// A mutation request sent again with its `requestId` (a client's retry, an HTTP client's silent resend)
/// is answered with the first reply and carried out once; a malformed or reused id is refused in words.
@Suite(.serialized) struct ServerIdempotencyTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  @Test func theSameAddSentTwiceWithOneRequestIdIsStoredOnceAndAnsweredAlike() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let add = RemoteRequest(mutation: [.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")], requestId: MutationRequestId().text)
    let first = try await client.send(add)
    let again = try await client.send(add)
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(again == first)
    #expect(animals.filter { $0.name == "Frog" }.count == 1)
  }

  @Test func everyAddTheClientMakesIsStoredOnceEvenWithTheSameArguments() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    _ = try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    _ = try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(animals.filter { $0.name == "Frog" }.count == 2, "each call is a request of its own, with an id of its own")
  }

  @Test func aRequestIdSentWithOtherMutationsIsRefused() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let requestId = MutationRequestId().text
    _ = try await client.send(RemoteRequest(mutation: [.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")], requestId: requestId))
    await #expect(throws: RemoteStoreError.rejected(
      status: 422, code: "request-id-reused", message: "The request id \(requestId) was already used for a different request: send each new request with a new id."
    )) {
      try await client.send(RemoteRequest(mutation: [.addAnimal(name: "Toad", diet: .carnivore, categoryId: "Amphibian")], requestId: requestId))
    }
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(!animals.contains { $0.name == "Toad" })
  }

  @Test(arguments: ["", "frog", String(repeating: "a", count: 36), "3F2B8C4E-5D1A-4E6F-9A7B-0C1D2E3F4A5B-", "{3f2b8c4e-5d1a-4e6f-9a7b-0c1d2e3f4a5b}", String(repeating: "9", count: 10_000)])
  func aMalformedRequestIdIsRefusedBeforeAnythingIsDone(requestId: String) async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    await #expect(throws: RemoteStoreError.rejected(
      status: 400, code: "invalid-request-id", message: #""requestId" must be a UUID such as "3f2b8c4e-5d1a-4e6f-9a7b-0c1d2e3f4a5b" (36 characters)."#
    )) {
      try await client.send(RemoteRequest(mutation: [.deleteAnimal(animalId: "Cat")], requestId: requestId))
    }
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(animals.contains { $0.animalId == "Cat" })
  }

  @Test func aQueryWithARequestIdIsRefused() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    await #expect(throws: RemoteStoreError.rejected(status: 400, code: "invalid-request", message: #"A "requestId" goes with a "mutation" list, not with a query."#)) {
      try await RemoteStore(serverURL: server.baseURL).send(RemoteRequest(query: [.animals], requestId: MutationRequestId().text))
    }
    await server.stop()
  }
}
