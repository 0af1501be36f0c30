//  LiveStreamTimeoutTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// The live stream's read timeout counts silence, not the stream's age: keep-alives hold a quiet stream
/// open for as long as they come, and a server that says nothing is taken as lost.
@Suite(.serialized) struct LiveStreamTimeoutTests {
  @Test func aServerThatSaysNothingIsSilentAfterTheReadTimeout() async throws {
    let listener = try SilentListener()
    let url = URL(string: "http://127.0.0.1:\(listener.port)")!
    var events = RemoteLiveChanges(serverURLs: [url], readTimeout: 0.5).changes(server: 0, since: nil).makeAsyncIterator()
    let error = await #expect(throws: LiveChannelError.self) { try await events.next() }
    #expect(error == .silent(url: RemoteLiveChanges.changesURL(for: url, since: nil).absoluteString, seconds: 0.5))
    withExtendedLifetime(listener) {}
  }

  @Test func keepAlivesHoldAQuietStreamOpenLongerThanTheReadTimeout() async throws {
    let directory = try TemporaryDirectory()
    var limits = ServerLimits()
    limits.liveHeartbeat = .milliseconds(100)
    let server = try await RunningServer.start(directory: directory.url, configuration: ServerConfiguration(port: 0, limits: limits))
    var events = RemoteLiveChanges(serverURLs: [server.baseURL], readTimeout: 0.5).changes(server: 0, since: 0).makeAsyncIterator()
    #expect(try await events.next() == .hello(latest: 0))
    // Four read timeouts of quiet, then a change: it arrives on the same stream.
    try await Task.sleep(for: .seconds(2))
    _ = try await RemoteStore(serverURL: server.baseURL).deleteAnimal(animalId: "Cat", expectedVersion: 1)
    let next = try await events.next()
    guard case .change(let change)? = next else {
      Issue.record("expected the change on the same stream, got \(String(describing: next))")
      return
    }
    #expect(change == SequencedChange(sequence: 1, change: .deleted(animalId: "Cat")))
    await server.stop()
  }

  /// An answer that is not an event stream is refused after its first 64 KiB: a proxy's endless page
  /// once held the stream open forever, read to an end that never came.
  @Test(.timeLimit(.minutes(1))) func anEndlessAnswerThatIsNotAnEventStreamIsRefusedAfterItsFirstBytes() async throws {
    let probe = URL(string: "http://127.0.0.1:1")!
    let path = RemoteLiveChanges.changesURL(for: probe, since: nil).absoluteString.replacingOccurrences(of: "http://127.0.0.1:1", with: "")
    let page = Data(String(repeating: "<p>not a stream</p>\n", count: 500).utf8)
    let server = try LoopbackHTTPServer(responses: [path: .init(status: 200, contentType: "text/html", body: page, isEndless: true)])
    defer { server.stop() }
    let url = URL(string: "http://127.0.0.1:\(server.port)")!
    var events = RemoteLiveChanges(serverURLs: [url], readTimeout: 5).changes(server: 0, since: nil).makeAsyncIterator()
    let start = ContinuousClock.now
    let error = await #expect(throws: LiveChannelError.self) { try await events.next() }
    guard case .refused(_, let status, _, let message)? = error else {
      Issue.record("expected a refusal, got \(String(describing: error))")
      return
    }
    #expect(status == 200 && message == "the answer is not an event stream")
    #expect(ContinuousClock.now - start < .seconds(5))
  }
}
