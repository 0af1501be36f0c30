//  FakeLiveSource.swift

import AnimalsData
import Foundation

/// Change streams that play a script: each connection gets the events the script gives for its server
/// and number, then fails with the script's failure or stays open until it is closed.
final class FakeLiveSource : LiveChangesSource, @unchecked Sendable {
  struct Connection : Hashable {
    var server: Int
    var since: Int64?
  }

  let servers: [String]
  private let script: @Sendable (Connection) -> (events: [LiveEvent], failure: AnimalsFailure?)
  private let lock = NSLock()
  private var recorded: [Connection] = []

  init(servers: [String], script: @escaping @Sendable (Connection) -> (events: [LiveEvent], failure: AnimalsFailure?)) {
    self.servers = servers
    self.script = script
  }

  /// Every connection opened so far, in order.
  var connections: [Connection] {
    self.lock.withLock { self.recorded }
  }

  func changes(server index: Int, since: Int64?) -> AsyncThrowingStream<LiveEvent, any Error> {
    let connection = Connection(server: index, since: since)
    self.lock.withLock { self.recorded.append(connection) }
    let (events, failure) = self.script(connection)
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: LiveEvent.self, throwing: (any Error).self)
    for event in events { continuation.yield(event) }
    if let failure { continuation.finish(throwing: failure) }
    return stream
  }
}
