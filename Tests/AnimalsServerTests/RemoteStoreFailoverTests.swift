//  RemoteStoreFailoverTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// A remote store on several servers sends a request the first one cannot take to the next one, and
/// never sends twice a request a server may have carried out.
@Suite(.serialized) struct RemoteStoreFailoverTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory()
  }

  @Test func aServerThatIsDownGivesWayToTheNextWhichStaysFirst() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let down = URL(string: "http://127.0.0.1:\(try SilentListener.freePort())")!
    let client = RemoteStore(serverURLs: [down, server.baseURL], timeout: 5)
    let frog = try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    #expect(client.endpoint == server.endpoint)
    #expect(try await RemoteStore(serverURL: server.baseURL).fetchAnimals().filter { $0.name == "Frog" } == [frog])
    await server.stop()

    let error = await #expect(throws: RemoteStoreError.self) { try await client.fetchAnimals() }
    #expect(error == .cannotConnect(url: "\(down.absoluteString)/animals/api, \(server.endpoint.absoluteString)"))
  }

  @Test func aRequestThatWasSentAndNotAnsweredIsNotSentAgain() async throws {
    let silent = try SilentListener()
    let server = try await RunningServer.start(directory: self.directory.url)
    let silentURL = URL(string: "http://127.0.0.1:\(silent.port)")!
    let client = RemoteStore(serverURLs: [silentURL, server.baseURL], timeout: 0.5)
    let error = await #expect(throws: RemoteStoreError.self) {
      try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    }
    #expect(error == .timedOut(url: "\(silentURL.absoluteString)/animals/api", seconds: 0.5))
    #expect(try await RemoteStore(serverURL: server.baseURL).fetchAnimals().contains { $0.name == "Frog" } == false)
    await server.stop()
    withExtendedLifetime(silent) {}
  }
}
