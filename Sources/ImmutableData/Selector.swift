//  Selector.swift

/// Reads slices of a store's state.
public protocol Selector<State> : Sendable {
  /// The state selectors read.
  associatedtype State : Sendable

  /// The output of `selector` on the current state.
  @MainActor func select<T>(_ selector: @Sendable (Self.State) -> T) -> T where T : Sendable
}

extension Selector {
  /// The whole current state.
  @MainActor public var state: State {
    self.select { state in state }
  }
}
