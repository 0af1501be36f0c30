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

/// Collects values on the main actor (closures that run on the main actor append to it).
@MainActor final class Recorder<Value> {
  private(set) var values: [Value] = []

  func append(_ value: Value) {
    self.values.append(value)
  }

  var count: Int {
    self.values.count
  }
}

/// Polls `condition` on the main actor, yielding and sleeping briefly, until it holds or `timeout` passes.
@MainActor func waitUntil(
  timeout: Duration = .seconds(5),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    if clock.now >= deadline {
      return false
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Reads every element of a stream until it finishes.
func collectAll<Element>(_ stream: AsyncStream<Element>) async -> [Element] {
  var elements: [Element] = []
  for await element in stream {
    elements.append(element)
  }
  return elements
}
