//  AnimalsHTTP.swift

import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP connections of the animals client: AsyncHTTPClient rather than URLSession, whose Linux
/// implementation ends the whole process when a connection closes after a response's status line and
/// before the end of its headers (swift-corelibs-foundation issue 5285; found by
/// `LiveFeedDisconnectProperties`). One client per read timeout, kept for the life of the process.
enum AnimalsHTTP {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var clients: [Int64 : HTTPClient] = [:]

  /// The client whose connections are closed after `readTimeout` seconds without a byte.
  static func client(readTimeout: TimeInterval) -> HTTPClient {
    let milliseconds = Int64((readTimeout * 1000).rounded(.up))
    return self.lock.withLock {
      if let client = self.clients[milliseconds] { return client }
      var configuration = HTTPClient.Configuration()
      configuration.timeout = .init(connect: .seconds(10), read: .milliseconds(milliseconds))
      // A server that cannot be reached fails the request at once, so the next server can take it;
      // retrying would wait out the whole deadline on a server that is down.
      configuration.connectionPool.retryConnectionEstablishment = false
      // A live stream holds its connection for hours: requests must not queue behind a few of them.
      configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 256
      // Idle connections are let go before the server's 60 s idle limit closes them under a request.
      configuration.connectionPool.idleTimeout = .seconds(30)
      configuration.redirectConfiguration = .disallow
      configuration.httpVersion = .http1Only
      let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
      self.clients[milliseconds] = client
      return client
    }
  }

  /// What `operation` returns, or `HTTPClientError.deadlineExceeded` once `seconds` have passed (and
  /// the operation is cancelled): AsyncHTTPClient's own deadline ends with the response's head, not its body.
  static func within<T : Sendable>(_ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
      group.addTask(operation: operation)
      group.addTask {
        try await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
        throw HTTPClientError.deadlineExceeded
      }
      defer { group.cancelAll() }
      return try await group.next()!
    }
  }

  /// Whether `error` says no connection was made, so nothing of the request reached the server.
  static func isConnectFailure(_ error: any Error) -> Bool {
    if error is NIOConnectionError { return true }
    if let error = error as? HTTPClientError, error == .connectTimeout { return true }
    if let error = error as? IOError {
      return [ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, EADDRNOTAVAIL].contains(error.errnoCode)
    }
    if let error = error as? ChannelError, case .connectTimeout = error { return true }
    return false
  }

  /// Whether `error` says the connection closed (or was reset) before the answer was complete.
  static func isConnectionLost(_ error: any Error) -> Bool {
    if let error = error as? HTTPClientError, error == .remoteConnectionClosed { return true }
    if let error = error as? HTTPParserError, error == .invalidEOFState { return true }
    if let error = error as? IOError { return [ECONNRESET, EPIPE].contains(error.errnoCode) }
    return false
  }

  /// Whether `error` is a silence longer than the read timeout.
  static func isReadTimeout(_ error: any Error) -> Bool {
    (error as? HTTPClientError) == .readTimeout
  }

  /// A request to `url` with `headers`.
  static func request(_ url: URL, method: HTTPMethod = .GET, headers: [(String, String)], body: Data? = nil) -> HTTPClientRequest {
    var request = HTTPClientRequest(url: url.absoluteString)
    request.method = method
    for (name, value) in headers {
      request.headers.add(name: name, value: value)
    }
    if let body {
      request.body = .bytes(ByteBuffer(bytes: body))
    }
    return request
  }

  /// The first `limit` bytes of a body (the rest is read and dropped).
  static func prefix(of body: HTTPClientResponse.Body, limit: Int) async throws -> Data {
    var kept = Data()
    for try await buffer in body where kept.count < limit {
      kept.append(contentsOf: buffer.readableBytesView.prefix(limit - kept.count))
    }
    return kept
  }
}
