//  Subscription.swift

import ImmutableData

/// What a subscription does when the center flushes it; erased over the output type.
@MainActor protocol Flushable<State, Action> : AnyObject {
  associatedtype State : Sendable
  associatedtype Action : Sendable
  /// Marks the subscription dirty if it is not already and its filter passes; says whether it became dirty.
  func markDirty(oldState: State, action: Action) -> Bool
  /// Marks the subscription dirty whatever its filter says; says whether it became dirty.
  func markDirty() -> Bool
  func flush(state: State)
}

/// One selector subscribed to a store: an optional filter, dependency selectors and an output selector.
///
/// After a turn with dispatches that pass the filter, the output is recomputed once, with the final state,
/// and only when a dependency changed (or always, when there are no dependencies). Subscribers are told
/// only when the output changed.
@MainActor public final class Subscription<State, Action, Output> where State : Sendable, Action : Sendable, Output : Sendable {
  /// The output as of the last flush.
  public private(set) var output: Output
  /// Times the output selector ran after a dispatch (the first selection is not counted).
  public private(set) var recomputeCount = 0
  /// Times the subscriber was told the output changed.
  public private(set) var notifyCount = 0

  let filter: (@Sendable (State, Action) -> Bool)?
  var isDirty = false
  var isCancelled = false

  private let dependencies: [AnyDependency<State>]
  private let outputSelector: OutputSelector<State, Output>
  private var onChange: (@MainActor (Output) -> Void)?
  private let onCancel: @MainActor (Subscription) -> Void

  init(
    state: State,
    filter: (@Sendable (State, Action) -> Bool)?,
    dependencies: [AnyDependency<State>],
    output: OutputSelector<State, Output>,
    onChange: (@MainActor (Output) -> Void)?,
    onCancel: @escaping @MainActor (Subscription) -> Void
  ) {
    self.filter = filter
    self.dependencies = dependencies
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
    guard !self.isDirty else { return false }
    self.isDirty = true
    return true
  }

  func markDirty(oldState: State, action: Action) -> Bool {
    guard !self.isDirty, self.filter?(oldState, action) ?? true else { return false }
    self.isDirty = true
    return true
  }

  func flush(state: State) {
    self.isDirty = false
    guard !self.isCancelled, self.dependenciesChanged(state: state) else { return }
    let next = self.outputSelector.select(state)
    self.recomputeCount += 1
    guard self.outputSelector.didChange(self.output, next) else { return }
    self.output = next
    self.notifyCount += 1
    self.onChange?(next)
  }

  private func dependenciesChanged(state: State) -> Bool {
    if self.dependencies.isEmpty {
      return true
    }
    var changed = false
    for dependency in self.dependencies {
      // Every dependency refreshes its kept value, even after one already changed.
      if dependency.refresh(with: state) {
        changed = true
      }
    }
    return changed
  }
}
