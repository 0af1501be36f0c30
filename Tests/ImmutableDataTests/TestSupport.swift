//  TestSupport.swift
//  Shared state, actions, reducer and helpers for the ImmutableData tests.

import ImmutableData

struct CounterState : Equatable, Sendable {
  var value = 0
  var label = ""
}

enum CounterAction : Equatable, Sendable {
  case increment
  case add(Int)
  case append(String)
  case fail
}

enum TestError : Error, Equatable {
  case rejected(CounterAction)
  case thunkFailed
}

/// Increments, adds, appends to the label, and throws for `.fail`.
let counterReducer: @Sendable (CounterState, CounterAction) throws -> CounterState = { state, action in
  var state = state
  switch action {
  case .increment:
    state.value += 1
  case .add(let amount):
    state.value += amount
  case .append(let text):
    state.label += text
  case .fail:
    throw TestError.rejected(action)
  }
  return state
}

typealias CounterStore = Store<CounterState, CounterAction>

@MainActor func makeCounterStore(value: Int = 0, label: String = "") -> CounterStore {
  CounterStore(initialState: CounterState(value: value, label: label), reducer: counterReducer)
}

/// Reads every element of a stream until it finishes.
func collectAll<Element>(_ stream: AsyncStream<Element>) async -> [Element] {
  var elements: [Element] = []
  for await element in stream {
    elements.append(element)
  }
  return elements
}
