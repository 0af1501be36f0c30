//  Selection.swift

/// A selector a view reads: the filter, dependencies and output of a subscription. Views declare
/// selections; a `SelectionScope` keeps their subscriptions, one per selection identity.
///
/// A selection is identified by its declaration (`key`): no name to keep unique. One that captures
/// parameters (a search text, a sort order, an id) passes them as `id`, so each value gets its own
/// subscription:
///
/// ```swift
/// static let total = Selection<QuakesState, QuakesAction, Int> { $0.quakes.count }
/// static func quake(_ quakeId: String?) -> Selection<QuakesState, QuakesAction, Quake?> {
///   Selection(id: quakeId) { state in quakeId.flatMap { state.quakes[$0] } }
/// }
/// ```
public struct Selection<State, Action, Output> : Sendable where State : Sendable, Action : Sendable, Output : Sendable {
  /// Its identity in a scope: where it is declared, and its `id`.
  public let key: SelectionKey
  /// Decides which transitions may change the output; nil means every transition may.
  public let filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)?
  /// What the output depends on: it is recomputed only when one of them changed (always, when there are none).
  public let dependencies: [AnyDependencySelector<State>]
  /// Computes what the view shows and says when it changed.
  public let output: OutputSelector<State, Output>

  /// A selection of `output`, recomputed only after transitions that pass `filter` and only when one of
  /// `dependencies` changed; `id` holds every parameter its selectors capture (none: leave it out).
  public init(
    id: (some Hashable & Sendable)? = Optional<Never>.none,
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    output: OutputSelector<State, Output>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.key = SelectionKey(fileID: fileID, line: line, column: column, parameter: id.map(AnyHashable.init))
    self.filter = filter
    self.dependencies = dependencies
    self.output = output
  }
}

extension Selection where Output : Equatable {
  /// A selection of an equatable output, notified when the output changes; `id` holds every parameter
  /// `select` captures (none: leave it out).
  public init(
    id: (some Hashable & Sendable)? = Optional<Never>.none,
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    select: @escaping @Sendable (State) -> Output
  ) {
    self.init(id: id, filter: filter, dependencies: dependencies, output: OutputSelector(select: select), fileID: fileID, line: line, column: column)
  }
}
