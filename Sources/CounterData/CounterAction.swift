//  CounterAction.swift

/// What happened in a counter window.
public enum CounterAction : Hashable, Sendable, Codable {
  case didTapIncrement
  case didTapDecrement
  case didTapUndo
  case didTapRedo
}
