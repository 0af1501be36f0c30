//  Selection.swift

/// A selector a view reads: the filter, dependencies and output of a subscription, with an id that
/// names it within a view tree. Views declare selections; a `SelectionScope` keeps their subscriptions.
public struct Selection<State, Action, Output> : Sendable where State : Sendable, Action : Sendable, Output : Sendable {
  /// Distinguishes selections of one scope. Include every parameter the selectors capture
  /// (a search text, a sort order): a new id makes a new subscription.
  public let id: String
  /// Decides which transitions may change the output; nil means every transition may.
  public let filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)?
  /// What the output depends on: it is recomputed only when one of them changed (always, when there are none).
  public let dependencies: [AnyDependencySelector<State>]
  /// Computes what the view shows and says when it changed.
  public let output: OutputSelector<State, Output>

  /// A selection named `id` of `output`, recomputed only after transitions that pass `filter` and
  /// only when one of `dependencies` changed.
  public init(
    id: String,
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    output: OutputSelector<State, Output>
  ) {
    self.id = id
    self.filter = filter
    self.dependencies = dependencies
    self.output = output
  }
}

extension Selection where Output : Equatable {
  /// A selection of an equatable output, notified when the output changes.
  public init(
    id: String,
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    select: @escaping @Sendable (State) -> Output
  ) {
    self.init(id: id, filter: filter, dependencies: dependencies, output: OutputSelector(select: select))
  }
}
