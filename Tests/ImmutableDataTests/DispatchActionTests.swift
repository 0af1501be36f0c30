//  DispatchActionTests.swift
//  `Store.dispatch(action:)` with a reducer that returns.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("dispatch(action:)")
struct DispatchActionTests {
  @Test func dispatchReplacesTheStateWithTheReducersResult() throws {
    let store = makeCounterStore()
    try store.dispatch(action: .increment)
    #expect(store.state.value == 1)
  }

  @Test func reducerReceivesTheCurrentStateAndTheAction() throws {
    let calls = Recorder<(CounterState, CounterAction)>()
    let store = CounterStore(initialState: CounterState(value: 10)) { state, action in
      MainActor.assumeIsolated { calls.append((state, action)) }
      return try counterReducer(state, action)
    }
    try store.dispatch(action: .add(5))
    try store.dispatch(action: .append("z"))
    #expect(calls.count == 2)
    #expect(calls.values[0].0 == CounterState(value: 10))
    #expect(calls.values[0].1 == .add(5))
    #expect(calls.values[1].0 == CounterState(value: 15))
    #expect(calls.values[1].1 == .append("z"))
  }

  @Test func dispatchesApplyInOrder() throws {
    let store = makeCounterStore()
    for text in ["a", "b", "c"] {
      try store.dispatch(action: .append(text))
    }
    #expect(store.state.label == "abc")
  }

  @Test func reducerRunsOnTheMainActor() throws {
    let store = CounterStore(initialState: CounterState()) { state, action in
      MainActor.preconditionIsolated()
      return try counterReducer(state, action)
    }
    try store.dispatch(action: .increment)
    #expect(store.state.value == 1)
  }
}
