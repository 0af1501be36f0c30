//  CounterState.swift

/// The counter's global state: one integer, shared by every window.
public struct CounterState : Hashable, Sendable {
  public var value: Int

  public init(value: Int = 0) {
    self.value = value
  }
}
