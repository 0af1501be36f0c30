//  StubHTTPClient.swift

import AppDependencies
import Foundation

/// HTTP answers a test chose, with no network: each request gets what `answer` returns for its URL (or
/// the error it throws), and the limits are kept as on the network (a body over `maxBodyBytes` is
/// refused). The URLs asked for are kept, in order.
///
/// ```swift
/// let http = StubHTTPClient { url in
///   HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: feed)
/// }
/// let client = QuakesHTTPFeedClient(http: http)
/// ```
public final class StubHTTPClient : HTTPClient, @unchecked Sendable {
  private let answer: @Sendable (URL) throws(HTTPClientError) -> HTTPResponse
  private let lock = NSLock()
  // Guarded by `lock`.
  private var asked: [URL] = []

  /// A client answering every request with `answer(url)`.
  public init(_ answer: @escaping @Sendable (URL) throws(HTTPClientError) -> HTTPResponse) {
    self.answer = answer
  }

  /// A client answering every request with `status` and `body`, as JSON.
  public convenience init(status: Int = 200, json body: Data) {
    self.init { _ in HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body) }
  }

  /// The URLs requested so far, in order.
  public var requests: [URL] {
    self.lock.withLock { self.asked }
  }

  public func get(_ url: URL, limits: HTTPLimits) async throws(HTTPClientError) -> HTTPResponse {
    self.lock.withLock { self.asked.append(url) }
    let response = try self.answer(url)
    guard response.body.count <= limits.maxBodyBytes else { throw .tooLarge(limit: limits.maxBodyBytes) }
    return response
  }
}
