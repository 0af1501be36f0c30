//  AnimalsHTTP.swift

import AppNetworking
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP connections of the animals client: AsyncHTTPClient rather than URLSession, whose Linux
/// implementation ends the whole process when a connection closes after a response's status line and
/// before the end of its headers (swift-corelibs-foundation issue 5285; found by
/// `LiveFeedDisconnectProperties`). One client per read timeout, kept for the life of the process
/// (`SharedHTTPClients`).
enum AnimalsHTTP {
  /// The configuration a client is kept for: its read timeout.
  private struct Key : Hashable {
    var readTimeoutMilliseconds: Int64
  }

  /// The client whose connections are closed after `readTimeout` seconds without a byte.
  static func client(readTimeout: TimeInterval) -> HTTPClient {
    let key = Key(readTimeoutMilliseconds: Int64((readTimeout * 1000).rounded(.up)))
    return SharedHTTPClients.client(for: key) {
      var configuration = HTTPClient.Configuration()
      configuration.timeout = .init(connect: .seconds(10), read: .milliseconds(key.readTimeoutMilliseconds))
      // A server that cannot be reached fails the request at once, so the next server can take it;
      // retrying would wait out the whole deadline on a server that is down.
      configuration.connectionPool.retryConnectionEstablishment = false
      // A live stream holds its connection for hours: requests must not queue behind a few of them.
      configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 256
      // Idle connections are let go before the server's 60 s idle limit closes them under a request.
      configuration.connectionPool.idleTimeout = .seconds(30)
      configuration.redirectConfiguration = .disallow
      configuration.httpVersion = .http1Only
      return configuration
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

  /// The first `limit` bytes of a body; the rest is not read (the connection is closed), so a body
  /// that never ends cannot hold the caller.
  static func prefix(of body: HTTPClientResponse.Body, limit: Int) async throws -> Data {
    var kept = Data()
    for try await buffer in body {
      kept.append(contentsOf: buffer.readableBytesView.prefix(limit - kept.count))
      if kept.count >= limit { break }
    }
    return kept
  }
}
