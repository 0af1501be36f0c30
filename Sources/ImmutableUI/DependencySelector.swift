//  DependencySelector.swift

/// Selects a value the output depends on; the output is recomputed only when `didChange` says it changed.
public struct DependencySelector<State, Dependency> : Sendable where State : Sendable, Dependency : Sendable {
  /// Reads the dependency from the state.
  public let select: @Sendable (State) -> Dependency
  /// Whether the dependency changed between two selections (old, new).
  public let didChange: @Sendable (Dependency, Dependency) -> Bool
  /// Where it is declared, for tools that say which dependency changed.
  let fileID: StaticString
  let line: UInt

  /// A dependency read by `select`, changed when `didChange` says so.
  public init(
    select: @escaping @Sendable (State) -> Dependency,
    didChange: @escaping @Sendable (Dependency, Dependency) -> Bool,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.select = select
    self.didChange = didChange
    self.fileID = fileID
    self.line = line
  }

  /// "QuakesUI/QuakesSelections.swift:21": where it is declared.
  public var place: String {
    "\(self.fileID):\(self.line)"
  }
}

extension DependencySelector where Dependency : Equatable {
  /// An equatable dependency read by `select`, changed when it is no longer equal.
  public init(select: @escaping @Sendable (State) -> Dependency, fileID: StaticString = #fileID, line: UInt = #line) {
    self.init(select: select, didChange: { $0 != $1 }, fileID: fileID, line: line)
  }
}
