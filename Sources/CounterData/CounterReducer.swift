//  CounterReducer.swift

/// Turns counter actions into new counter states.
public enum CounterReducer {
  @Sendable public static func reduce(state: CounterState, action: CounterAction) -> CounterState {
    switch action {
    case .didTapIncrement:
      return CounterState(value: state.value + 1)
    case .didTapDecrement:
      return CounterState(value: state.value - 1)
    }
  }
}
