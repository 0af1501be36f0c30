//  Deadline.swift

import Foundation

/// Runs an operation with a time limit that holds even when the operation ignores cancellation (a
/// pooled connection that cannot be made is waited for indefinitely): after `timeout` the caller gets
/// nil at once, and the operation is cancelled and left to end on its own.
enum Deadline {
  static func run<T : Sendable>(_ timeout: Duration, _ operation: @escaping @Sendable () async throws -> T) async throws -> T? {
    let outcome = Outcome<T?>()
    return try await withCheckedThrowingContinuation { continuation in
      outcome.continuation = continuation
      let work = Task {
        do {
          outcome.finish(.success(try await operation()))
        } catch {
          outcome.finish(.failure(error))
        }
      }
      Task {
        try? await Task.sleep(for: timeout)
        if outcome.finish(.success(nil)) { work.cancel() }
      }
    }
  }

  /// Resumes the continuation with the first result only.
  private final class Outcome<Value : Sendable> : @unchecked Sendable {
    private let lock = NSLock()
    private var resumed = false
    var continuation: CheckedContinuation<Value, any Error>?

    @discardableResult
    func finish(_ result: Result<Value, any Error>) -> Bool {
      let continuation: CheckedContinuation<Value, any Error>? = self.lock.withLock {
        guard !self.resumed else { return nil }
        self.resumed = true
        return self.continuation
      }
      continuation?.resume(with: result)
      return continuation != nil
    }
  }
}
