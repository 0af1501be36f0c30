//  HTTPClient.swift

import Foundation

/// How an app makes HTTP requests: `URLSessionHTTPClient` on the network, or answers a test chose
/// (`ImmutableDataTesting`'s `StubHTTPClient`). Every request has limits: a response larger than they
/// allow, or slower, is refused rather than read whole or waited for without end.
///
/// ```swift
/// let response = try await http.get(url, limits: HTTPLimits(deadline: 60, maxBodyBytes: 64 << 20))
/// guard response.status == 200 else { … }
/// ```
public protocol HTTPClient : Sendable {
  /// GETs `url` within `limits`.
  func get(_ url: URL, limits: HTTPLimits) async throws(HTTPClientError) -> HTTPResponse
}

/// The limits of one request.
public struct HTTPLimits : Sendable, Hashable {
  /// Seconds the whole request may take, from the first byte sent to the last received.
  public var deadline: TimeInterval
  /// Seconds the server may stay silent before the request is given up.
  public var readTimeout: TimeInterval
  /// The most bytes received on the wire (compressed, as sent).
  public var maxTransferBytes: Int
  /// The most bytes of the body (decompressed).
  public var maxBodyBytes: Int

  /// Limits of a request; the defaults suit a JSON document of up to 64 MiB.
  public init(deadline: TimeInterval = 60, readTimeout: TimeInterval = 15, maxTransferBytes: Int = 64 << 20, maxBodyBytes: Int = 64 << 20) {
    self.deadline = deadline
    self.readTimeout = readTimeout
    self.maxTransferBytes = maxTransferBytes
    self.maxBodyBytes = maxBodyBytes
  }
}

/// What a server answered.
public struct HTTPResponse : Sendable, Hashable {
  /// The status code (200, 404…).
  public var status: Int
  /// The headers, by lowercased name.
  public var headers: [String : String]
  /// The body.
  public var body: Data

  /// An answer with `status`, `headers` (any case: they are kept lowercased) and `body`.
  public init(status: Int, headers: [String : String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// The value of the header `name` (any case).
  public func header(_ name: String) -> String? {
    self.headers[name.lowercased()]
  }
}

/// Why a request got no answer within its limits.
public enum HTTPClientError : Error, Equatable, Sendable, CustomStringConvertible {
  /// The response was larger than the limit (bytes).
  case tooLarge(limit: Int)
  /// The whole request took longer than its deadline (seconds).
  case deadlineExceeded(seconds: Int)
  /// The server stayed silent for longer than the read timeout (seconds).
  case stoppedAnswering(seconds: Int)
  /// The server could not be reached (no network, no such host, refused).
  case unreachable(reason: String)

  public var description: String {
    switch self {
    case .tooLarge(let limit): "the answer is larger than \(limit) bytes"
    case .deadlineExceeded(let seconds): "no complete answer within \(seconds) seconds"
    case .stoppedAnswering(let seconds): "the server stopped answering for \(seconds) seconds"
    case .unreachable(let reason): reason
    }
  }
}
