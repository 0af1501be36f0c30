//  CounterHistoryProperties.swift
//  Property tests: any sequence of taps, undos and redos keeps the counter and its history consistent.

import CounterData
import PropertyBased
import Testing

@Suite struct CounterHistoryProperties {
  private static let actions = Gen.int(in: 0 ... 3)
    .map { [CounterAction.didTapIncrement, .didTapDecrement, .didTapUndo, .didTapRedo][$0] }
    .array(of: 0 ... 60)

  @Test func undoingEverythingReturnsToTheStartAndRedoingComesBack() async {
    await propertyCheck(count: 300, input: Self.actions) { actions in
      let reached = actions.reduce(CounterState(value: 5)) { CounterReducer.reduce(state: $0, action: $1) }
      var state = reached
      while state.history.canUndo {
        state = CounterReducer.reduce(state: state, action: .didTapUndo)
      }
      #expect(state.value == 5, "undoing every step returns to the first value")
      while state.history.canRedo {
        state = CounterReducer.reduce(state: state, action: .didTapRedo)
      }
      #expect(state.value == reached.value + Self.redoneBeyond(reached), "redoing every step comes back")
    }
  }

  @Test func theValueIsTheSumOfTheStepsThatCanBeUndone() async {
    await propertyCheck(count: 300, input: Self.actions) { actions in
      let state = actions.reduce(CounterState()) { CounterReducer.reduce(state: $0, action: $1) }
      var undone = state
      var sum = 0
      while undone.history.canUndo {
        let before = undone.value
        undone = CounterReducer.reduce(state: undone, action: .didTapUndo)
        sum += before - undone.value
      }
      #expect(state.value == sum)
    }
  }

  /// What the steps still on the redo list add when redone.
  private static func redoneBeyond(_ state: CounterState) -> Int {
    var state = state
    let start = state.value
    while state.history.canRedo {
      state = CounterReducer.reduce(state: state, action: .didTapRedo)
    }
    return state.value - start
  }
}
