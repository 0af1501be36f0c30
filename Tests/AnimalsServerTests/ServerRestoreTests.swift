//  ServerRestoreTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// `restoreAnimal` (undo of a delete) from the client to a real server on loopback.
@Suite(.serialized) struct ServerRestoreTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  @Test func aDeletedAnimalComesBackWithItsIdAndStaysAfterARestart() async throws {
    let first = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: first.baseURL)
    let dog = try await client.deleteAnimal(animalId: "Dog")
    let restored = try await client.restoreAnimal(dog)
    await first.stop()
    #expect(restored == dog)

    let second = try await RunningServer.start(directory: self.directory.url)
    let animals = try await RemoteStore(serverURL: second.baseURL).fetchAnimals()
    await second.stop()
    #expect(Set(animals) == Set(SampleData.animals))
  }

  @Test func restoringATakenIdIsRefused() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let impostor = Animal(animalId: "Cat", name: "Lion", diet: .carnivore, categoryId: "Mammal")
    var refusal: RemoteStoreError?
    do {
      _ = try await client.restoreAnimal(impostor)
    } catch let error as RemoteStoreError {
      refusal = error
    }
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(refusal == .rejected(status: 409, code: "animal-exists", message: #"There is already an animal with id "Cat"."#))
    #expect(animals.contains(Fixtures.cat))
    #expect(!animals.contains(impostor))
  }

  enum Fixtures {
    static let cat = SampleData.animals.first { $0.animalId == "Cat" }!
  }
}
