//  ClientFailureTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// A server that is down, hung or failing becomes an error that says so.
@Suite struct ClientFailureTests {
  @Test func serverDownIsCannotConnect() async throws {
    let port = try SilentListener.freePort()
    let client = RemoteStore(serverURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: 5)
    let error = await #expect(throws: RemoteStoreError.self) { try await client.fetchAnimals() }
    #expect(error == .cannotConnect(url: "http://127.0.0.1:\(port)/animals/api"))
    #expect(error?.description.contains("Is animals-server running?") == true)
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let listener = try SilentListener()
    let client = RemoteStore(serverURL: URL(string: "http://127.0.0.1:\(listener.port)")!, timeout: 0.5)
    let start = ContinuousClock.now
    let error = await #expect(throws: RemoteStoreError.self) { try await client.fetchCategories() }
    #expect(error == .timedOut(url: "http://127.0.0.1:\(listener.port)/animals/api", seconds: 0.5))
    #expect(ContinuousClock.now - start < .seconds(5))
    withExtendedLifetime(listener) {}
  }

  @Test func aFailingServerIsServerFailedWithItsMessage() async throws {
    let directory = try TemporaryDirectory(prefix: "animals-server-tests")
    let database = directory.url.appendingPathComponent("animals.sqlite")
    let garbage = Data(repeating: 0xAB, count: 2048)
    try garbage.write(to: database)
    let server = try await RunningServer.start(directory: directory.url)
    let error = await #expect(throws: RemoteStoreError.self) { try await RemoteStore(serverURL: server.baseURL).fetchAnimals() }
    await server.stop()
    guard case .serverFailed(500, "storage-unavailable", let message)? = error else {
      Issue.record("expected serverFailed, got \(String(describing: error))")
      return
    }
    #expect(message.contains("Cannot open the animals database"))
    #expect(try Data(contentsOf: database) == garbage)
  }
}
