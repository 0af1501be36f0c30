//  SharedDependency.swift

/// One dependency selector as a center keeps it: selected at most once per state the center reads,
/// with a version that grows each time the selected value changes, and the unfiltered subscriptions
/// that depend on it (the index a flush follows from a changed dependency to its subscriptions).
@MainActor final class SharedDependency<State, Action> where State : Sendable, Action : Sendable {
  let id: ObjectIdentifier
  /// Where its selector is declared.
  let place: @Sendable () -> String
  private let dependency: AnyDependency<State>
  /// Grows when a refresh finds a changed value; subscriptions compare it with the version they saw.
  @exclusivity(unchecked) private(set) var version = 0
  @exclusivity(unchecked) private var refreshedAtRead = -1
  /// The version the unfiltered subscribers were last flushed at: a flush visits them when it differs
  /// (the value may also have changed when a new subscriber brought it up to date between flushes).
  @exclusivity(unchecked) var unfilteredVersion = 0
  /// Live subscriptions (filtered or not) that list this dependency.
  var subscriberCount = 0
  /// Unfiltered subscriptions listing it, cancelled ones included until compaction.
  var unfilteredSubscribers = TombstoneList<State, Action>()

  init(id: ObjectIdentifier, place: @escaping @Sendable () -> String, _ dependency: AnyDependency<State>) {
    self.id = id
    self.place = place
    self.dependency = dependency
  }

  /// Selects from `state` unless already done for this read (`read` numbers the center's state reads);
  /// says whether the value changed.
  @discardableResult
  func refresh(with state: State, read: Int) -> Bool {
    guard self.refreshedAtRead != read else { return false }
    self.refreshedAtRead = read
    guard self.dependency.refresh(with: state) else { return false }
    self.version += 1
    return true
  }
}
