//  RenderScheduler.swift

import Dispatch

/// Decides when coalesced work (recomputing subscriptions, re-rendering windows) runs.
///
/// Work scheduled during one main-loop turn runs once, at the start of the next turn,
/// so a burst of dispatches in one turn is seen once, with the final state.
@MainActor public protocol RenderScheduler : AnyObject {
  /// Runs `work` later: once, at the start of the next main-loop turn (or when a test says so).
  func schedule(_ work: @escaping @MainActor () -> Void)

  /// Whether windows render at the display's next frame (every change until then rendered once, before
  /// layout and paint) rather than in this scheduler's turn. False unless a scheduler says otherwise.
  var rendersOnDisplayFrames: Bool { get }
}

extension RenderScheduler {
  public var rendersOnDisplayFrames: Bool { false }
}

/// Runs work on the main dispatch queue, which is the main actor's executor
/// (and, in a GTK app, drained by the GLib main loop).
///
/// Work scheduled while a batch runs joins that batch: a flush runs in one main-loop hop. Windows that
/// have frames render at their next frame (`rendersOnDisplayFrames`), once however many hops changed
/// them since the last one; a window without frames yet renders in the hop.
@MainActor public final class MainQueueScheduler : RenderScheduler {
  /// Rounds of nested scheduling one hop runs before it leaves the rest to the next hop, so work that
  /// always schedules more cannot starve the main loop.
  static let roundsPerHop = 100

  private var pending: [@MainActor () -> Void] = []
  private var isHopQueued = false
  private var isRunning = false
  /// True: windows render at their next frame.
  public let rendersOnDisplayFrames: Bool

  /// A scheduler on the main dispatch queue; `rendersOnDisplayFrames: false` renders windows in the hop instead.
  public init(rendersOnDisplayFrames: Bool = true) {
    self.rendersOnDisplayFrames = rendersOnDisplayFrames
  }

  /// Runs `work` on the main queue's next turn, or in the batch now running.
  public func schedule(_ work: @escaping @MainActor () -> Void) {
    self.pending.append(work)
    guard !self.isRunning && !self.isHopQueued else { return }
    self.queueHop()
  }

  private func queueHop() {
    self.isHopQueued = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.run() }
    }
  }

  private func run() {
    self.isHopQueued = false
    self.isRunning = true
    defer { self.isRunning = false }
    for _ in 0 ..< Self.roundsPerHop where !self.pending.isEmpty {
      let work = self.pending
      self.pending.removeAll()
      for body in work {
        body()
      }
    }
    if !self.pending.isEmpty {
      self.queueHop()
    }
  }
}

/// Keeps work until `runPending()` is called: deterministic turns for tests and benchmarks.
@MainActor public final class ManualScheduler : RenderScheduler {
  private var pending: [@MainActor () -> Void] = []
  /// False (the default): windows render in `runPending()`, deterministically. True: at their next frame.
  public let rendersOnDisplayFrames: Bool

  /// A scheduler with no pending work.
  public init(rendersOnDisplayFrames: Bool = false) {
    self.rendersOnDisplayFrames = rendersOnDisplayFrames
  }

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
