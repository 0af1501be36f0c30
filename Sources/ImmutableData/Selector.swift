//  Selector.swift

/// Reads slices of a store's state.
public protocol Selector<State> : Sendable {
  associatedtype State : Sendable

  @MainActor func select<T>(_ selector: @Sendable (Self.State) -> T) -> T where T : Sendable
}

extension Selector {
  @MainActor public var state: State {
    self.select { state in state }
  }
}
