//  ConnectionLimit.swift

import HummingbirdCore
import Logging

/// At most `maximum` connections at once: while they are all open the server accepts no more (new ones
/// wait in the listen backlog), and says so once each time the limit is reached.
struct ConnectionLimit : AvailableConnectionsDelegate {
  let maximum: Int
  let logger: Logger
  private var count = 0

  init(maximum: Int, logger: Logger) {
    self.maximum = maximum
    self.logger = logger
  }

  mutating func connectionOpened() {
    self.count += 1
    if self.count == self.maximum {
      self.logger.warning("\(self.maximum) connections are open, the limit: new connections wait until one closes.")
    }
  }

  mutating func connectionClosed() {
    self.count -= 1
  }

  func isAcceptingNewConnections() -> Bool {
    self.count < self.maximum
  }
}
