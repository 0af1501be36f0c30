//  ServerErrorCodeTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// The server's error bodies carry a code beside the English message, and the client turns the code into
/// the `AnimalsFailure` the window translates; a code it does not know is a generic refusal.
@Suite struct ServerErrorCodeTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory()
  }

  /// The failure the thunks would store for what `body` throws.
  func failure(_ body: () async throws -> Animal) async -> AnimalsFailure? {
    do {
      _ = try await body()
      return nil
    } catch {
      return AnimalsFailure(error)
    }
  }

  @Test func refusalsOfTheServerReachTheStateAsTypedFailures() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let long = String(repeating: "a", count: AnimalName.maxLength + 1)
    let tooLong = await self.failure { try await client.addAnimal(name: long, diet: .carnivore, categoryId: "Fish") }
    let empty = await self.failure { try await client.addAnimal(name: " ", diet: .carnivore, categoryId: "Fish") }
    let control = await self.failure { try await client.addAnimal(name: "A\u{0}B", diet: .carnivore, categoryId: "Fish") }
    let category = await self.failure { try await client.addAnimal(name: "Fern", diet: .herbivore, categoryId: "Plant") }
    let missing = await self.failure { try await client.deleteAnimal(animalId: "Unicorn") }
    let cat = try #require(try await client.fetchAnimals().first { $0.animalId == "Cat" })
    let exists = await self.failure { try await client.restoreAnimal(cat) }
    await server.stop()
    #expect(tooLong == .invalidName(.tooLong(maxLength: AnimalName.maxLength)))
    #expect(empty == .invalidName(.empty))
    #expect(control == .invalidName(.controlCharacter))
    #expect(category == .unknownCategory)
    #expect(missing == .animalNotFound)
    #expect(exists == .animalExists)
  }

  @Test func aMissingTokenIsSaid() async throws {
    let server = try await RunningServer.start(directory: self.directory.url, configuration: ServerConfiguration(port: 0, token: "t0ken"))
    let failure = await self.failure { try await RemoteStore(serverURL: server.baseURL).deleteAnimal(animalId: "Cat") }
    await server.stop()
    #expect(failure == .serverNeedsToken)
  }

  @Test func anUnknownCodeFromANewerServerIsAGenericRefusal() {
    let refusal = RemoteStoreError.rejected(status: 422, code: "quota-exceeded", message: "You have too many animals.")
    #expect(AnimalsFailure(refusal) == .serverRefused)
    #expect(AnimalsFailure(RemoteStoreError.serverFailed(status: 503, code: "maintenance", message: "Back soon.")) == .serverRefused)
    #expect(AnimalsFailure(LiveChannelError.refused(url: "http://a", status: 429, code: "slow-down", message: "Too fast.")) == .serverRefused)
  }

  @Test func aServerFromBeforeCodesIsStillUnderstood() {
    #expect(AnimalsFailure(RemoteStoreError.rejected(status: 404, code: nil, message: "Not found")) == .serverRefused)
    #expect(AnimalsFailure(RemoteStoreError.serverFailed(status: 500, code: nil, message: "Oops")) == .serverFailed)
    #expect(AnimalsFailure(LiveChannelError.refused(url: "http://a", status: 503, code: "too-many-live-streams", message: "Too many")) == .serverBusy)
  }

  @Test func networkFailuresNameTheServer() {
    #expect(AnimalsFailure(RemoteStoreError.cannotConnect(url: "http://a/animals/api")) == .serverUnreachable(server: "http://a/animals/api"))
    #expect(AnimalsFailure(RemoteStoreError.timedOut(url: "http://a", seconds: 0.5)) == .serverTimedOut(server: "http://a", seconds: 1))
    #expect(AnimalsFailure(LiveChannelError.silent(url: "http://a", seconds: 45)) == .liveSilent(server: "http://a", seconds: 45))
    #expect(AnimalsFailure(LiveChannelError.eventTooLarge(limit: 1 << 20)) == .liveEventTooLarge(limitKiB: 1024))
  }
}
