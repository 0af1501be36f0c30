//  StoreListeningTests.swift

import ImmutableData
import Testing

/// `Store.listen(_:)`: every action handed over once, in order, each awaited before the next, and the
/// listeners' work counted until it is done, so a test waits for it instead of sleeping.
@MainActor @Suite
struct StoreListeningTests {
  let store = Store(initialState: 0) { (state: Int, action: Int) in state + action }

  @Test func actionsAreHandedOverInOrderEachAwaitedBeforeTheNext() async throws {
    var seen: [String] = []
    let listening = self.store.listen { oldState, action in
      seen.append("begin \(action) after \(oldState)")
      await Task.yield()
      seen.append("end \(action)")
    }
    defer { listening.cancel() }
    for action in 1 ... 3 {
      try self.store.dispatch(action: action)
    }
    #expect(self.store.listenerActivity.pendingCount == 3)
    #expect(await self.store.listenerActivity.untilIdle())
    #expect(seen == ["begin 1 after 0", "end 1", "begin 2 after 1", "end 2", "begin 3 after 3", "end 3"])
    #expect(self.store.listenerActivity.isIdle)
  }

  @Test func startedWorkCountsUntilItEnds() async throws {
    var saved: [Int] = []
    var gate: CheckedContinuation<Void, Never>?
    var listening: StoreListening<Int, Int>!
    listening = self.store.listen { _, action in
      listening.run {
        await withCheckedContinuation { gate = $0 }
        saved.append(action)
      }
    }
    defer { listening.cancel() }
    try self.store.dispatch(action: 5)
    // The action is handed over, and the work it started is waiting for the gate.
    while gate == nil { await Task.yield() }
    #expect(self.store.listenerActivity.pendingCount == 1)
    gate?.resume()
    #expect(await self.store.listenerActivity.untilIdle())
    #expect(saved == [5])
  }

  @Test func cancellingDropsWhatWasNotHandedOverAndCountsNothingMore() async throws {
    var seen: [Int] = []
    let listening = self.store.listen { _, action in seen.append(action) }
    try self.store.dispatch(action: 1)
    try self.store.dispatch(action: 2)
    listening.cancel()
    #expect(self.store.listenerActivity.isIdle)
    try self.store.dispatch(action: 3)
    #expect(self.store.listenerActivity.isIdle)
    await Task.yield()
    #expect(seen == [])
  }

  @Test func aReleasedSubscriptionStopsListening() async throws {
    var seen: [Int] = []
    var listening: StoreListening<Int, Int>? = self.store.listen { _, action in seen.append(action) }
    try self.store.dispatch(action: 1)
    #expect(await self.store.listenerActivity.untilIdle())
    listening = nil
    try self.store.dispatch(action: 2)
    #expect(self.store.listenerActivity.isIdle)
    #expect(seen == [1])
    _ = listening
  }

  @Test func aStoreWithoutCountedListenersIsIdleAtOnce() async {
    #expect(!self.store.listenerActivity.hasCountedListeners)
    #expect(await self.store.listenerActivity.untilIdle())
  }
}
