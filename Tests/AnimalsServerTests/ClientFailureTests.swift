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

  /// A server that sends its answer one byte at a time is never silent long enough for a read timeout:
  /// the request's timeout still ends it.
  @Test func aTrickledAnswerMeetsTheRequestTimeout() async throws {
    let server = try LoopbackHTTPServer(responses: [
      "/animals/api": .init(status: 200, contentType: "application/json", body: Data(#"{"query":[]}"#.utf8), trickleInterval: 0.3),
    ])
    defer { server.stop() }
    let client = RemoteStore(serverURL: server.baseURL, timeout: 1)
    let error = await #expect(throws: RemoteStoreError.self) { try await client.fetchCategories() }
    #expect(error == .timedOut(url: "\(server.baseURL.absoluteString)animals/api", seconds: 1))
  }

  /// Foundation's URLSession ended the whole process here ("Transfer completed, but there's no
  /// response"): the connection closes after the status line, before the headers end.
  @Test(arguments: [17, 40]) func aConnectionCutInsideTheHeadersIsLostNotTheEndOfTheApp(bytes: Int) async throws {
    let directory = try TemporaryDirectory(prefix: "animals-server-tests")
    let server = try await RunningServer.start(directory: directory.url)
    let proxy = try CuttingProxy(upstreamPort: server.port)
    proxy.cutAfter([bytes, bytes])
    let request = await #expect(throws: RemoteStoreError.self) { try await RemoteStore(serverURL: proxy.url).fetchAnimals() }
    #expect(request == .connectionLost(url: "\(proxy.url.absoluteString)/animals/api"))
    var events = RemoteLiveChanges(serverURLs: [proxy.url]).changes(server: 0, since: nil).makeAsyncIterator()
    let stream = await #expect(throws: RemoteStoreError.self) { try await events.next() }
    #expect(AnimalsFailure(try #require(stream)) == .network)
    #expect(proxy.cuts == 2)
    proxy.stop()
    await server.stop()
  }

  /// A server on a database file that is not one (2 KiB of 0xAB), the file and its bytes.
  private func serverOnGarbage() async throws -> (server: RunningServer, database: URL, garbage: Data, directory: TemporaryDirectory) {
    let directory = try TemporaryDirectory(prefix: "animals-server-tests")
    let database = directory.url.appendingPathComponent("animals.sqlite")
    let garbage = Data(repeating: 0xAB, count: 2048)
    try garbage.write(to: database)
    return (try await RunningServer.start(directory: directory.url), database, garbage, directory)
  }

  @Test func aFailingServerIsServerFailedWithItsMessage() async throws {
    let (server, database, garbage, directory) = try await self.serverOnGarbage()
    let error = await #expect(throws: RemoteStoreError.self) { try await RemoteStore(serverURL: server.baseURL).fetchAnimals() }
    await server.stop()
    guard case .serverFailed(500, "storage-unavailable", let message)? = error else {
      Issue.record("expected serverFailed, got \(String(describing: error))")
      return
    }
    #expect(message.contains("Cannot open the animals database"))
    #expect(try Data(contentsOf: database) == garbage)
    withExtendedLifetime(directory) {}
  }

  /// A live stream on a database that cannot be read is refused before it says hello: it said hello and
  /// ended, again on each reconnect, so the window showed "Live" while the database was down.
  @Test func aLiveStreamOnAnUnreadableDatabaseIsRefusedBeforeItSaysHello() async throws {
    let (server, database, garbage, directory) = try await self.serverOnGarbage()
    for since: Int64? in [0, nil] {
      var events = RemoteLiveChanges(serverURLs: [server.baseURL]).changes(server: 0, since: since).makeAsyncIterator()
      let error = await #expect(throws: LiveChannelError.self) { try await events.next() }
      guard case .refused(_, 503, "storage-unavailable", let message)? = error else {
        Issue.record("expected a 503 storage-unavailable refusal, got \(String(describing: error))")
        continue
      }
      #expect(message.contains("Cannot open the animals database"))
      #expect(AnimalsFailure(try #require(error)) == .serverStorageUnavailable)
    }
    await server.stop()
    #expect(try Data(contentsOf: database) == garbage)
    withExtendedLifetime(directory) {}
  }
}
