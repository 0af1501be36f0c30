//  CounterAction.swift

/// What happened in a counter window.
public enum CounterAction : Hashable, Sendable {
  case didTapIncrement
  case didTapDecrement
}
