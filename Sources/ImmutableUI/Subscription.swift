//  Subscription.swift

import ImmutableData

/// What a subscription does when the center flushes it; erased over the output type.
@MainActor protocol Flushable<State, Action> : AnyObject {
  associatedtype State : Sendable
  associatedtype Action : Sendable
  var isCancelled: Bool { get }
  /// Numbers subscriptions in the order they were made (flushes keep that order).
  var serial: Int { get }
  /// Marks the subscription dirty if it is not already and its filter passes; says whether it became dirty.
  func markDirty(oldState: State, action: Action) -> Bool
  /// Marks the subscription dirty whatever its filter says; says whether it became dirty.
  func markDirty() -> Bool
  /// Recomputes if a dependency changed since this subscription last looked (or always, without any).
  /// `read` numbers the center's reads of the state, so a shared dependency selects once per read.
  func flush(state: State, read: Int)
  /// Flushes as `flush(state:read:)` and says what it did (for a `RenderTracer`).
  func flushTraced(state: State, read: Int) -> SelectionTrace
}

/// One selector subscribed to a store: an optional filter, dependency selectors and an output selector.
///
/// After a turn with dispatches that pass the filter, the output is recomputed once, with the final state,
/// and only when a dependency changed (or always, when there are no dependencies). Subscribers are told
/// only when the output changed.
@MainActor public final class Subscription<State, Action, Output> where State : Sendable, Action : Sendable, Output : Sendable {
  // The flush's hot path skips dynamic exclusivity checks: a subscription lives on the main actor and
  // its selectors (pure functions) never reach back into it.
  /// The output as of the last flush.
  @exclusivity(unchecked) public private(set) var output: Output
  /// Times the output selector ran after a dispatch (the first selection is not counted).
  @exclusivity(unchecked) public private(set) var recomputeCount = 0
  /// Times the subscriber was told the output changed.
  @exclusivity(unchecked) public private(set) var notifyCount = 0

  let filter: (@Sendable (State, Action) -> Bool)?
  /// Its selection's identity, when a scope made it (tools say where the selection is declared).
  let key: SelectionKey?
  @exclusivity(unchecked) var isDirty = false
  @exclusivity(unchecked) var isCancelled = false
  let serial: Int

  /// Shared with the other subscriptions of the center that list the same selectors.
  let dependencies: [SharedDependency<State, Action>]
  /// The version of each dependency when this subscription last compared it.
  @exclusivity(unchecked) private var seenVersions: [Int]
  private let outputSelector: OutputSelector<State, Output>
  @exclusivity(unchecked) private var onChange: (@MainActor (Output) -> Void)?
  private let onCancel: @MainActor (Subscription) -> Void

  init(
    serial: Int,
    key: SelectionKey?,
    state: State,
    filter: (@Sendable (State, Action) -> Bool)?,
    dependencies: [SharedDependency<State, Action>],
    output: OutputSelector<State, Output>,
    onChange: (@MainActor (Output) -> Void)?,
    onCancel: @escaping @MainActor (Subscription) -> Void
  ) {
    self.serial = serial
    self.key = key
    self.filter = filter
    self.dependencies = dependencies
    self.seenVersions = dependencies.map(\.version)
    self.outputSelector = output
    self.output = output.select(state)
    self.onChange = onChange
    self.onCancel = onCancel
  }

  /// Stops recomputing and notifying. Idempotent.
  public func cancel() {
    guard !self.isCancelled else { return }
    self.isCancelled = true
    self.onChange = nil
    self.onCancel(self)
  }

  /// Replaces the closure told about output changes (views swap it on every render).
  public func setOnChange(_ onChange: (@MainActor (Output) -> Void)?) {
    self.onChange = onChange
  }
}

extension Subscription : Flushable {
  func markDirty() -> Bool {
    guard !self.isDirty, !self.isCancelled else { return false }
    self.isDirty = true
    return true
  }

  func markDirty(oldState: State, action: Action) -> Bool {
    guard !self.isDirty, !self.isCancelled, self.filter?(oldState, action) ?? true else { return false }
    self.isDirty = true
    return true
  }

  func flush(state: State, read: Int) {
    self.isDirty = false
    guard !self.isCancelled, self.dependenciesChanged(state: state, read: read) else { return }
    let next = self.outputSelector.select(state)
    self.recomputeCount += 1
    guard self.outputSelector.didChange(self.output, next) else { return }
    self.output = next
    self.notifyCount += 1
    self.onChange?(next)
  }

  func flushTraced(state: State, read: Int) -> SelectionTrace {
    let seen = self.seenVersions
    let (recomputes, notifies) = (self.recomputeCount, self.notifyCount)
    let start = ContinuousClock.now
    self.flush(state: state, read: read)
    let duration = ContinuousClock.now - start
    let changedDependencies = self.dependencies.indices.filter { seen[$0] != self.seenVersions[$0] }.map { self.dependencies[$0].place() }
    return SelectionTrace(
      place: self.key?.description ?? "a subscription",
      recomputed: self.recomputeCount != recomputes,
      changed: self.notifyCount != notifies,
      changedDependencies: changedDependencies,
      duration: duration
    )
  }

  private func dependenciesChanged(state: State, read: Int) -> Bool {
    if self.dependencies.isEmpty {
      return true
    }
    var changed = false
    var index = 0
    while index < self.seenVersions.count {
      let dependency = self.dependencies[index]
      defer { index += 1 }
      // Every dependency refreshes its kept value, even after one already changed.
      dependency.refresh(with: state, read: read)
      if dependency.version != self.seenVersions[index] {
        self.seenVersions[index] = dependency.version
        changed = true
      }
    }
    return changed
  }
}
