//  CounterReducerTests.swift

import CounterData
import ImmutableData
import Testing

struct CounterReducerTests {
  @Test func incrementAddsOne() {
    #expect(CounterReducer.reduce(state: CounterState(value: 41), action: .didTapIncrement) == CounterState(value: 42))
  }

  @Test func decrementSubtractsOneBelowZero() {
    #expect(CounterReducer.reduce(state: CounterState(value: 0), action: .didTapDecrement) == CounterState(value: -1))
  }

  @Test func selectorReadsTheValue() {
    #expect(CounterSelectors.value(state: CounterState(value: 7)) == 7)
  }

  @MainActor @Test func storeCountsThroughTheReducer() throws {
    let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    for _ in 0 ..< 3 { try store.dispatch(action: .didTapIncrement) }
    try store.dispatch(action: .didTapDecrement)
    #expect(store.select(CounterSelectors.value) == 2)
  }
}
