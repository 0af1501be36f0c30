//  ServerLiveStreamSlotTests.swift

import AnimalsPersistence
@testable import AnimalsServer
import Foundation
import Hummingbird
import Logging
import TestSupport
import Testing

/// A live stream's slot is given back however its connection ends, so streams that go away early, many
/// more times than `maxLiveStreams`, never leave the server refusing every new stream with 503.
@Suite(.serialized) struct ServerLiveStreamSlotTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory()
  }

  /// A failure bound for the server to notice the closed connections (polled; the time is not judged).
  static let settle = Duration.seconds(15)

  /// As when the connection closes before the response head is written: the body never runs.
  @Test func responsesDroppedBeforeTheirBodyRunsGiveTheirSlotBack() async throws {
    let store = LocalStore(directory: self.directory.url)
    try await store.open()
    let maximum = 2
    let live = LiveChanges(store: store, limits: ServerLimits(), streams: LiveStreamCount(maximum: maximum))
    let request = Request(head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/animals/changes?since=0"), body: RequestBody(buffer: ByteBuffer()))
    for round in 0 ..< 3 * maximum {
      let response = await live.response(to: request, logger: Logger(label: "test"))
      #expect(response.status == .ok, "round \(round)")
    }
    #expect(live.streams.open == 0)
  }

  @Test func streamsThatDisconnectEarlyGiveTheirSlotBack() async throws {
    var limits = ServerLimits()
    limits.maxLiveStreams = 2
    // A short heartbeat: a stream whose client left finds out at its next write.
    limits.liveHeartbeat = .milliseconds(100)
    limits.livePollInterval = .milliseconds(50)
    let server = try await RunningServer.start(directory: self.directory.url, configuration: ServerConfiguration(port: 0, limits: limits))
    for round in 0 ..< 5 * limits.maxLiveStreams {
      if round % 2 == 0 {
        // Gone before the response: the request is sent and the connection closed at once.
        let socket = try RawSocket(port: server.port)
        socket.send("GET /animals/changes?since=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      } else {
        // Gone while the body streams, right after its first event.
        let stream = try LiveStream(port: server.port, since: 0)
        _ = stream.next()
      }
    }
    let start = ContinuousClock.now
    var (accepted, attempts) = (false, 0)
    while !accepted, ContinuousClock.now - start < Self.settle {
      attempts += 1
      let socket = try RawSocket(port: server.port)
      socket.send("GET /animals/changes?since=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      guard case .data(let head) = socket.read() else { continue }
      accepted = String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 200")
      if !accepted { try await Task.sleep(for: .milliseconds(100)) }
    }
    print("a new live stream was accepted after \(attempts) attempts, \(ContinuousClock.now - start)")
    #expect(accepted, "a new live stream is accepted after \(5 * limits.maxLiveStreams) early disconnects")
    await server.stop()
  }
}
