//  OutputSelector.swift

/// Selects what a view shows; subscribers are notified only when `didChange` says it changed.
public struct OutputSelector<State, Output> : Sendable where State : Sendable, Output : Sendable {
  /// Computes the output from the state.
  public let select: @Sendable (State) -> Output
  /// Whether the output changed between two computations (old, new).
  public let didChange: @Sendable (Output, Output) -> Bool

  /// An output computed by `select`, changed when `didChange` says so.
  public init(
    select: @escaping @Sendable (State) -> Output,
    didChange: @escaping @Sendable (Output, Output) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension OutputSelector where Output : Equatable {
  /// An equatable output computed by `select`, changed when it is no longer equal.
  public init(select: @escaping @Sendable (State) -> Output) {
    self.init(select: select, didChange: { $0 != $1 })
  }
}
