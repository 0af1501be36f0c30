//  SelectTests.swift
//  `Store.select(_:)` and the `Selector.state` convenience.

import ImmutableData
import TestSupport
import Testing

@MainActor func wholeState<S : ImmutableData.Selector>(through selector: S) -> S.State {
  selector.state
}

@MainActor @Suite("Store.select and state")
struct SelectTests {
  @Test func selectReturnsSlicesOfTheInitialState() {
    let store = makeCounterStore(value: 7, label: "seven")
    #expect(store.select { $0.value } == 7)
    #expect(store.select { $0.label } == "seven")
    #expect(store.select { $0.value * 2 } == 14)
  }

  @Test func selectSeesTheStateAfterEachDispatch() throws {
    let store = makeCounterStore()
    try store.dispatch(action: .add(3))
    #expect(store.select { $0.value } == 3)
    try store.dispatch(action: .append("x"))
    #expect(store.select { $0.label } == "x")
    #expect(store.select { $0.value } == 3)
  }

  @Test func stateConvenienceReturnsTheWholeCurrentState() throws {
    let store = makeCounterStore(value: 1, label: "a")
    #expect(store.state == CounterState(value: 1, label: "a"))
    try store.dispatch(action: .increment)
    #expect(store.state == CounterState(value: 2, label: "a"))
  }

  @Test func stateConvenienceWorksThroughTheSelectorProtocol() throws {
    let store = makeCounterStore(value: 4)
    try store.dispatch(action: .append("b"))
    #expect(wholeState(through: store) == CounterState(value: 4, label: "b"))
  }

  @Test func selectDoesNotRunTheReducer() {
    let calls = Recorder<CounterAction>()
    let store = CounterStore(initialState: CounterState()) { state, action in
      MainActor.assumeIsolated { calls.append(action) }
      return try counterReducer(state, action)
    }
    _ = store.select { $0.value }
    _ = store.state
    #expect(calls.count == 0)
  }
}
