//  TestClock.swift

import Synchronization

/// A clock whose time moves only when the test says (`advance(by:)`): code that waits on a clock (a
/// retry's backoff, a timeout) is tested without real time passing, and the test knows when that code
/// is waiting (`untilSleeping(_:)`). Give it to the code instead of `ContinuousClock()`.
///
/// ```swift
/// let clock = TestClock()
/// let live = AnimalsLiveListener(source: source, clock: clock)
/// live.start(on: store)
/// await clock.untilSleeping(1)       // every server failed: it waits before the next round
/// clock.advance(by: .seconds(1))     // … and reconnects now
/// ```
public final class TestClock : Clock, Sendable {
  /// A moment of a test clock: how far it is from the clock's start.
  public struct Instant : InstantProtocol, Hashable, Sendable {
    /// The time since the clock started.
    public let offset: Duration

    /// The moment `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: self.offset + duration)
    }

    /// The time from this moment to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - self.offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
    var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Mutex(State())

  /// A clock at its start, with nobody waiting.
  public init() {}

  /// The clock's time now.
  public var now: Instant {
    self.state.withLock { $0.now }
  }

  /// Zero: a test clock wakes sleepers exactly at their deadline.
  public var minimumResolution: Duration {
    .zero
  }

  /// How many sleeps are waiting for the clock to move.
  public var sleeperCount: Int {
    self.state.withLock { $0.sleepers.count }
  }

  /// Waits, without the clock moving, until `deadline`; throws `CancellationError` when the task is
  /// cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = self.state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let watchers: [CheckedContinuation<Void, Never>] = self.state.withLock { state in
          guard deadline > state.now else {
            continuation.resume()
            return []
          }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          let count = state.sleepers.count
          let due = state.watchers.filter { $0.count <= count }.map(\.continuation)
          state.watchers.removeAll { $0.count <= count }
          return due
        }
        for watcher in watchers { watcher.resume() }
      }
    } onCancel: {
      let sleeper = self.state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration` and wakes, in deadline order, every sleep that is then due.
  public func advance(by duration: Duration) {
    let due: [Sleeper] = self.state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Returns once `count` sleeps are waiting on the clock (an event, not a poll): the code under test
  /// has reached its wait.
  public func untilSleeping(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isThere = self.state.withLock { state in
        guard state.sleepers.count < count else { return true }
        state.watchers.append((count, continuation))
        return false
      }
      if isThere { continuation.resume() }
    }
  }
}
