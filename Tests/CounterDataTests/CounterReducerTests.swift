//  CounterReducerTests.swift

import CounterData
import ImmutableData
import ImmutableDataTesting
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

  @MainActor @Test func storeCountsThroughTheReducerAndUndoes() throws {
    let test = TestStore(initialState: CounterState(), reducer: CounterReducer.reduce)
    try test.send(.didTapIncrement) {
      $0.value = 1
      $0.history.record(.didTapIncrement)
    }
    try test.send(.didTapDecrement) {
      $0.value = 0
      $0.history.record(.didTapDecrement)
    }
    try test.send(.didTapUndo) {
      $0.value = 1
      _ = $0.history.undo()
    }
    try test.send(.didTapRedo) {
      $0.value = 0
      _ = $0.history.redo()
    }
    test.finish()
    #expect(test.store.select(CounterSelectors.value) == 0)
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
