//  ObserverTests.swift
//  `addObserver` / `removeObserver`: synchronous calls with `(oldState, action)` after each reduce.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("Store observers")
struct ObserverTests {
  @Test func observerIsCalledSynchronouslyWithOldStateAndAction() throws {
    let store = makeCounterStore(value: 4)
    let calls = Recorder<(CounterState, CounterAction)>()
    store.addObserver { oldState, action in calls.append((oldState, action)) }
    try store.dispatch(action: .add(3))
    // No suspension happened: the observer already ran.
    #expect(calls.count == 1)
    #expect(calls.values[0].0 == CounterState(value: 4))
    #expect(calls.values[0].1 == .add(3))
  }

  @Test func observerSeesTheNewStateInTheStore() throws {
    let store = makeCounterStore()
    let seen = Recorder<CounterState>()
    store.addObserver { _, _ in seen.append(store.state) }
    try store.dispatch(action: .append("new"))
    #expect(seen.values == [CounterState(value: 0, label: "new")])
  }

  @Test func observersAreCalledInTheOrderTheyWereAdded() throws {
    let store = makeCounterStore()
    let order = Recorder<String>()
    store.addObserver { _, _ in order.append("first") }
    store.addObserver { _, _ in order.append("second") }
    store.addObserver { _, _ in order.append("third") }
    try store.dispatch(action: .increment)
    #expect(order.values == ["first", "second", "third"])
  }

  @Test func removedObserverIsNotCalledAndOthersStay() throws {
    let store = makeCounterStore()
    let removed = Recorder<CounterAction>()
    let kept = Recorder<CounterAction>()
    let id = store.addObserver { _, action in removed.append(action) }
    store.addObserver { _, action in kept.append(action) }
    try store.dispatch(action: .increment)
    store.removeObserver(id)
    try store.dispatch(action: .add(2))
    #expect(removed.values == [.increment])
    #expect(kept.values == [.increment, .add(2)])
  }

  @Test func observerIDsAreDistinctAndRemovingTwiceIsHarmless() throws {
    let store = makeCounterStore()
    let calls = Recorder<Int>()
    let first = store.addObserver { _, _ in calls.append(1) }
    let second = store.addObserver { _, _ in calls.append(2) }
    #expect(first != second)
    store.removeObserver(first)
    store.removeObserver(first)
    try store.dispatch(action: .increment)
    #expect(calls.values == [2])
  }

  @Test func everyDispatchIsObservedOnce() throws {
    let store = makeCounterStore()
    let calls = Recorder<Int>()
    store.addObserver { oldState, _ in calls.append(oldState.value) }
    for _ in 0..<5 {
      try store.dispatch(action: .increment)
    }
    #expect(calls.values == [0, 1, 2, 3, 4])
  }
}
