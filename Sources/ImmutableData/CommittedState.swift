//  CommittedState.swift

/// A whole state made the present from outside the app's own actions: the inspector's commit of a
/// history with skipped actions. An app that takes one declares an action case carrying it, and its
/// reducer returns the state; listeners see that one action. Its description is short, so the action
/// log does not print a whole state for it.
///
/// ```swift
/// enum CounterAction { …; case inspectorDidCommit(CommittedState<CounterState>) }
/// case .inspectorDidCommit(let committed): return committed.state
/// app.enableInspector(logVersion: 1, committing: CounterAction.inspectorDidCommit)
/// ```
public struct CommittedState<State> : Sendable where State : Sendable {
  /// The state to make the present.
  public let state: State

  /// Carries `state`.
  public init(_ state: State) {
    self.state = state
  }
}

extension CommittedState : CustomStringConvertible {
  public var description: String {
    "CommittedState(…)"
  }
}

extension CommittedState : Equatable where State : Equatable {}
extension CommittedState : Hashable where State : Hashable {}

extension CommittedState : Codable where State : Codable {
  public init(from decoder: any Decoder) throws {
    self.state = try State(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    try self.state.encode(to: encoder)
  }
}
