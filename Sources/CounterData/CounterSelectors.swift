//  CounterSelectors.swift

/// What counter views read from the state.
public enum CounterSelectors {
  @Sendable public static func value(state: CounterState) -> Int {
    state.value
  }
}
