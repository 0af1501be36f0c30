//  SubscriptionCenter.swift

import ImmutableData

/// Keeps the selector subscriptions of one store and recomputes them once per main-loop turn.
///
/// One synchronous store observer serves every subscription: no task or stream per subscription.
/// A dispatch costs O(1) for unfiltered subscriptions (one flag) plus one filter call per filtered
/// subscription that is not already dirty; the flush after the turn touches only dirty subscriptions.
@MainActor public final class SubscriptionCenter<State, Action> where State : Sendable, Action : Sendable {
  public let store: Store<State, Action>
  private let scheduler: any RenderScheduler

  private var unfiltered: [any Flushable<State, Action>] = []
  private var unfilteredDirty = false
  private var filtered: [any Flushable<State, Action>] = []
  private var dirtyFiltered: [any Flushable<State, Action>] = []
  private var isFlushScheduled = false
  private var observerID: StoreObserverID?

  /// Flushes run so far (one per turn with relevant dispatches).
  public private(set) var flushCount = 0

  public init(store: Store<State, Action>, scheduler: any RenderScheduler = MainQueueScheduler()) {
    self.store = store
    self.scheduler = scheduler
    self.observerID = store.addObserver { [unowned self] oldState, action in
      self.didDispatch(oldState: oldState, action: action)
    }
  }

  isolated deinit {
    if let observerID = self.observerID {
      self.store.removeObserver(observerID)
    }
  }

  public var subscriptionCount: Int {
    self.unfiltered.count + self.filtered.count
  }
}

extension SubscriptionCenter {
  /// Subscribes an output selector. `filter` (if any) decides which actions may affect it;
  /// `dependencies` (if any) decide whether the output must be recomputed.
  public func subscribe<Output>(
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    output: OutputSelector<State, Output>,
    onChange: (@MainActor (Output) -> Void)? = nil
  ) -> Subscription<State, Action, Output> {
    let state = self.store.state
    let subscription = Subscription<State, Action, Output>(
      state: state,
      filter: filter,
      dependencies: dependencies.map { $0.make(state) },
      output: output,
      onChange: onChange,
      onCancel: { [weak self] subscription in self?.remove(subscription) }
    )
    if filter != nil {
      self.filtered.append(subscription)
    } else {
      self.unfiltered.append(subscription)
    }
    return subscription
  }

  /// Recomputes dirty subscriptions now instead of at the next turn.
  public func flush() {
    self.isFlushScheduled = false
    let state = self.store.state
    let unfiltered = self.unfilteredDirty ? self.unfiltered : []
    let filtered = self.dirtyFiltered
    self.unfilteredDirty = false
    self.dirtyFiltered.removeAll(keepingCapacity: true)
    guard !unfiltered.isEmpty || !filtered.isEmpty else { return }
    self.flushCount += 1
    for subscription in unfiltered {
      subscription.flush(state: state)
    }
    for subscription in filtered {
      subscription.flush(state: state)
    }
  }
}

extension SubscriptionCenter {
  private func didDispatch(oldState: State, action: Action) {
    var becameDirty = false
    if !self.unfiltered.isEmpty && !self.unfilteredDirty {
      self.unfilteredDirty = true
      becameDirty = true
    }
    for subscription in self.filtered where subscription.markDirty(oldState: oldState, action: action) {
      self.dirtyFiltered.append(subscription)
      becameDirty = true
    }
    if becameDirty && !self.isFlushScheduled {
      self.isFlushScheduled = true
      self.scheduler.schedule { [weak self] in
        self?.flush()
      }
    }
  }

  private func remove<Output>(_ subscription: Subscription<State, Action, Output>) {
    self.unfiltered.removeAll { $0 === subscription }
    self.filtered.removeAll { $0 === subscription }
    self.dirtyFiltered.removeAll { $0 === subscription }
  }
}
