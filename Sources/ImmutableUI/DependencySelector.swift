//  DependencySelector.swift

/// Selects a value the output depends on; the output is recomputed only when `didChange` says it changed.
public struct DependencySelector<State, Dependency> : Sendable where State : Sendable, Dependency : Sendable {
  public let select: @Sendable (State) -> Dependency
  public let didChange: @Sendable (Dependency, Dependency) -> Bool

  public init(
    select: @escaping @Sendable (State) -> Dependency,
    didChange: @escaping @Sendable (Dependency, Dependency) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension DependencySelector where Dependency : Equatable {
  public init(select: @escaping @Sendable (State) -> Dependency) {
    self.init(select: select, didChange: { $0 != $1 })
  }
}
