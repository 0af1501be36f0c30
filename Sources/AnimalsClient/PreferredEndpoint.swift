//  PreferredEndpoint.swift

import Foundation

/// Which of a remote store's servers answered last, shared by the copies of the store.
final class PreferredEndpoint : @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var value = 0

  var index: Int {
    get { self.lock.withLock { self.value } }
    set { self.lock.withLock { self.value = newValue } }
  }
}
