//  CounterState.swift

import ImmutableData

/// The counter's global state: one integer shared by every window, and its undo history.
public struct CounterState : Hashable, Sendable, Codable {
  public var value: Int
  /// Each step is the user action to undo (or redo).
  public var history: UndoStacks<CounterAction>

  public init(value: Int = 0, history: UndoStacks<CounterAction> = UndoStacks(limit: 1_000)) {
    self.value = value
    self.history = history
  }
}
