//  ServerTimeoutTests.swift

import AnimalsServer
import Foundation
import TestSupport
import Testing

/// Half-sent and idle connections are closed after their timeouts, and more idle connections than the
/// limit delay a normal request only until they time out. Timeouts of 1 s keep the tests short.
@Suite(.serialized) struct ServerTimeoutTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  func start(_ limits: ServerLimits) async throws -> RunningServer {
    try await RunningServer.start(directory: self.directory.url, configuration: ServerConfiguration(port: 0, limits: limits))
  }

  /// Sends `bytes` one at a time, 200 ms apart, until the server closes the connection; the number sent, or nil.
  func trickle(_ bytes: String, on socket: RawSocket) -> Int? {
    for (index, byte) in bytes.utf8.enumerated() {
      socket.send(Data([byte]))
      switch socket.read() {
      case .closed: return index + 1
      case .data, .timedOut: continue
      }
    }
    return nil
  }

  @Test func aTrickledHeaderIsClosedAfterTheHeaderTimeout() async throws {
    let server = try await self.start(ServerLimits(headerTimeout: .seconds(1), idleTimeout: .seconds(60)))
    let socket = try RawSocket(port: server.port, readTimeout: .milliseconds(200))
    // 60 bytes at 5 a second would take 12 s: far past the 1 s header timeout and short of the idle one.
    let header = "POST /animals/api HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + String(repeating: "z", count: 60)
    let sent = self.trickle(header, on: socket)
    await server.stop()
    #expect(sent != nil, "the server kept a half-sent header open")
  }

  @Test func aTrickledBodyIsClosedAfterTheBodyTimeout() async throws {
    let server = try await self.start(ServerLimits(bodyTimeout: .seconds(1), idleTimeout: .seconds(60)))
    let socket = try RawSocket(port: server.port, readTimeout: .milliseconds(200))
    socket.send("POST /animals/api HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n")
    let sent = self.trickle(String(repeating: " ", count: 60), on: socket)
    await server.stop()
    #expect(sent != nil, "the server kept a half-sent body open")
  }

  @Test func anIdleConnectionIsClosed() async throws {
    let server = try await self.start(ServerLimits(idleTimeout: .seconds(1)))
    let socket = try RawSocket(port: server.port, readTimeout: .seconds(10))
    let result = socket.read()
    await server.stop()
    #expect(result == .closed)
  }

  @Test func idleConnectionsBeyondTheLimitDoNotBlockANormalRequestOnceTheyTimeOut() async throws {
    let server = try await self.start(ServerLimits(headerTimeout: .seconds(1), idleTimeout: .seconds(1), maxConnections: 4))
    let idle = try (0 ..< 12).map { _ in try RawSocket(port: server.port) }
    let reply = try RawRequest(port: server.port).send(to: server.port)
    await server.stop()
    #expect(reply.status == 200)
    withExtendedLifetime(idle) {}
  }
}
