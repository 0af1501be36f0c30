//  RenderScheduler.swift

import Dispatch

/// Decides when coalesced work (recomputing subscriptions, re-rendering windows) runs.
///
/// Work scheduled during one main-loop turn runs once, at the start of the next turn,
/// so a burst of dispatches in one turn is seen once, with the final state.
@MainActor public protocol RenderScheduler : AnyObject {
  /// Runs `work` later: once, at the start of the next main-loop turn (or when a test says so).
  func schedule(_ work: @escaping @MainActor () -> Void)
}

/// Runs work on the main dispatch queue, which is the main actor's executor
/// (and, in a GTK app, drained by the GLib main loop).
@MainActor public final class MainQueueScheduler : RenderScheduler {
  /// A scheduler on the main dispatch queue.
  public init() {}

  /// Runs `work` on the main queue's next turn.
  public func schedule(_ work: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async {
      MainActor.assumeIsolated { work() }
    }
  }
}

/// Keeps work until `runPending()` is called: deterministic turns for tests and benchmarks.
@MainActor public final class ManualScheduler : RenderScheduler {
  private var pending: [@MainActor () -> Void] = []

  /// A scheduler with no pending work.
  public init() {}

  /// Work scheduled and not run yet.
  public var pendingCount: Int {
    self.pending.count
  }

  /// Keeps `work` until `runPending()`.
  public func schedule(_ work: @escaping @MainActor () -> Void) {
    self.pending.append(work)
  }

  /// Runs the work scheduled so far (and any work that schedules), as one main-loop turn would.
  public func runPending() {
    while !self.pending.isEmpty {
      let work = self.pending
      self.pending.removeAll()
      for body in work {
        body()
      }
    }
  }
}
