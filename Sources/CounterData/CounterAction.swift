//  CounterAction.swift

import ImmutableData

/// What happened in a counter window.
public enum CounterAction : Hashable, Sendable, Codable {
  case didTapIncrement
  case didTapDecrement
  case didTapUndo
  case didTapRedo
  /// The inspector made a history with skipped actions the present.
  case inspectorDidCommit(CommittedState<CounterState>)
}
