//  SharedHTTPClients.swift

import AsyncHTTPClient
import Foundation
import NIOPosix

/// AsyncHTTPClient clients kept for the life of the process, one per configuration: a client owns a
/// connection pool and must be shut down before it is freed, so one per request would leak them.
package enum SharedHTTPClients {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var clients: [AnyHashable : HTTPClient] = [:]

  /// The client made for `key` (a value that names its configuration: keys of different types never
  /// meet), made now with `configuration()` if there is none yet.
  package static func client(for key: AnyHashable, _ configuration: () -> HTTPClient.Configuration) -> HTTPClient {
    self.lock.withLock {
      if let client = self.clients[key] { return client }
      let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration())
      self.clients[key] = client
      return client
    }
  }

  /// What `operation` returns, or `HTTPClientError.deadlineExceeded` once `seconds` have passed (and
  /// the operation is cancelled): AsyncHTTPClient's own deadline ends with the response's head, not
  /// with its body.
  package static func within<T : Sendable>(_ seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
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
}
