//  CounterReducer.swift

/// Turns counter actions into new counter states.
public enum CounterReducer {
  @Sendable public static func reduce(state: CounterState, action: CounterAction) -> CounterState {
    var state = state
    switch action {
    case .didTapIncrement, .didTapDecrement:
      state.value += Self.change(of: action)
      state.history.record(action)
    case .didTapUndo:
      if let step = state.history.undo() {
        state.value -= Self.change(of: step)
      }
    case .didTapRedo:
      if let step = state.history.redo() {
        state.value += Self.change(of: step)
      }
    case .inspectorDidCommit(let committed):
      state = committed.state
    }
    return state
  }

  private static func change(of action: CounterAction) -> Int {
    switch action {
    case .didTapIncrement: 1
    case .didTapDecrement: -1
    case .didTapUndo, .didTapRedo, .inspectorDidCommit: 0
    }
  }
}
