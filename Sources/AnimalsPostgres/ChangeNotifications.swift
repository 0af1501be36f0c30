//  ChangeNotifications.swift

import Logging
import PostgresNIO

/// The newest sequence number PostgreSQL notified on `PostgresTransaction.channel` (from any instance),
/// and the live streams waiting for one past theirs. A dedicated connection LISTENs; when it drops, every
/// waiter is woken (to read the change log itself) and the connection is made again after a pause.
actor ChangeNotifications {
  private var latest: Int64 = 0
  private var waiters: [Int: (after: Int64, continuation: CheckedContinuation<Void, Never>)] = [:]
  private var nextWaiter = 0

  /// Returns once a change after `sequence` was notified, or after `timeout`, or when the task is cancelled.
  func wait(after sequence: Int64, timeout: Duration) async {
    guard self.latest <= sequence else { return }
    let id = self.nextWaiter
    self.nextWaiter += 1
    let timer = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      await self?.wake(id)
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        self.waiters[id] = (sequence, continuation)
      }
    } onCancel: {
      Task { await self.wake(id) }
    }
    timer.cancel()
  }

  func notified(_ sequence: Int64) {
    self.latest = max(self.latest, sequence)
    for (id, waiter) in self.waiters where waiter.after < self.latest {
      self.wake(id)
    }
  }

  /// Something may have been missed (the listening connection dropped): everyone reads the log again.
  func wakeAll() {
    for id in self.waiters.keys {
      self.wake(id)
    }
  }

  private func wake(_ id: Int) {
    self.waiters.removeValue(forKey: id)?.continuation.resume()
  }

  /// LISTENs until cancelled, reconnecting `retryDelay` after each failure.
  func listen(configuration: PostgresConnection.Configuration, retryDelay: Duration, logger: Logger) async {
    var attempt = 0
    while !Task.isCancelled {
      attempt += 1
      do {
        let connection = try await PostgresConnection.connect(configuration: configuration, id: attempt, logger: logger)
        defer { Task { try? await connection.close() } }
        try await connection.listen(on: PostgresTransaction.channel) { notifications in
          // Changes committed while no connection listened were missed: have every stream look.
          self.wakeAll()
          for try await notification in notifications {
            if let sequence = Int64(notification.payload) { self.notified(sequence) }
          }
        }
      } catch {
        if Task.isCancelled { break }
        logger.warning("Not listening for changes from other animals-server instances: \(String(reflecting: error)); trying again.")
      }
      self.wakeAll()
      try? await Task.sleep(for: retryDelay)
    }
  }
}
