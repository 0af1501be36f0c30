//  CounterReducerTests.swift

import CounterData
import ImmutableData
import Testing

struct CounterReducerTests {
  @Test func incrementAddsOne() {
    #expect(CounterReducer.reduce(state: CounterState(value: 41), action: .didTapIncrement).value == 42)
  }

  @Test func decrementSubtractsOneBelowZero() {
    #expect(CounterReducer.reduce(state: CounterState(value: 0), action: .didTapDecrement).value == -1)
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

struct CounterUndoTests {
  @Test func undoRevertsTheLastTapAndRedoReappliesIt() {
    var state = CounterState()
    for action in [CounterAction.didTapIncrement, .didTapIncrement, .didTapDecrement] {
      state = CounterReducer.reduce(state: state, action: action)
    }
    #expect(state.value == 1)
    state = CounterReducer.reduce(state: state, action: .didTapUndo)
    #expect(state.value == 2)
    state = CounterReducer.reduce(state: state, action: .didTapUndo)
    #expect(state.value == 1)
    #expect(state.history.canRedo)
    state = CounterReducer.reduce(state: state, action: .didTapRedo)
    #expect(state.value == 2)
  }

  @Test func undoWithNothingToUndoChangesNothing() {
    let state = CounterReducer.reduce(state: CounterState(value: 5), action: .didTapUndo)
    #expect(state.value == 5)
    #expect(!state.history.canUndo && !state.history.canRedo)
  }

  @Test func aNewTapClearsTheRedoList() {
    var state = CounterState()
    state = CounterReducer.reduce(state: state, action: .didTapIncrement)
    state = CounterReducer.reduce(state: state, action: .didTapUndo)
    #expect(state.history.canRedo)
    state = CounterReducer.reduce(state: state, action: .didTapDecrement)
    #expect(!state.history.canRedo)
    #expect(state.value == -1)
  }

  @Test func selectorsReportUndoAndRedoAvailability() {
    var state = CounterReducer.reduce(state: CounterState(), action: .didTapIncrement)
    #expect(CounterSelectors.canUndo(state: state) && !CounterSelectors.canRedo(state: state))
    state = CounterReducer.reduce(state: state, action: .didTapUndo)
    #expect(!CounterSelectors.canUndo(state: state) && CounterSelectors.canRedo(state: state))
  }
}
