//  ThrowingReducerTests.swift
//  A reducer that throws leaves the state unchanged, rethrows, and tells neither streams nor observers.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("Reducer errors", .timeLimit(.minutes(1)))
struct ThrowingReducerTests {
  @Test func errorIsRethrown() {
    let store = makeCounterStore()
    #expect(throws: TestError.rejected(.fail)) {
      try store.dispatch(action: .fail)
    }
  }

  @Test func stateIsUnchanged() throws {
    let store = makeCounterStore(value: 3, label: "keep")
    try store.dispatch(action: .increment)
    #expect(throws: TestError.self) {
      try store.dispatch(action: .fail)
    }
    #expect(store.state == CounterState(value: 4, label: "keep"))
  }

  @Test func observersAreNotCalled() {
    let store = makeCounterStore()
    let calls = Recorder<CounterAction>()
    store.addObserver { _, action in calls.append(action) }
    #expect(throws: TestError.self) {
      try store.dispatch(action: .fail)
    }
    #expect(calls.count == 0)
  }

  @Test func streamsYieldNothing() async throws {
    var store: CounterStore? = makeCounterStore(value: 1)
    let stream = store!.makeStream()
    #expect(throws: TestError.self) {
      try store!.dispatch(action: .fail)
    }
    try store!.dispatch(action: .increment)
    store = nil
    let elements = await collectAll(stream)
    #expect(elements.count == 1)
    #expect(elements.first?.oldState == CounterState(value: 1))
    #expect(elements.first?.action == .increment)
  }

  @Test func storeKeepsWorkingAfterAnError() throws {
    let store = makeCounterStore()
    #expect(throws: TestError.self) {
      try store.dispatch(action: .fail)
    }
    try store.dispatch(action: .add(2))
    #expect(store.state.value == 2)
  }
}
