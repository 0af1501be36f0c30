//  CounterSelectors.swift

/// What counter views read from the state.
public enum CounterSelectors {
  @Sendable public static func value(state: CounterState) -> Int {
    state.value
  }

  @Sendable public static func canUndo(state: CounterState) -> Bool {
    state.history.canUndo
  }

  @Sendable public static func canRedo(state: CounterState) -> Bool {
    state.history.canRedo
  }
}
