//  OutputSelector.swift

/// Selects what a view shows; subscribers are notified only when `didChange` says it changed.
public struct OutputSelector<State, Output> : Sendable where State : Sendable, Output : Sendable {
  public let select: @Sendable (State) -> Output
  public let didChange: @Sendable (Output, Output) -> Bool

  public init(
    select: @escaping @Sendable (State) -> Output,
    didChange: @escaping @Sendable (Output, Output) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension OutputSelector where Output : Equatable {
  public init(select: @escaping @Sendable (State) -> Output) {
    self.init(select: select, didChange: { $0 != $1 })
  }
}
