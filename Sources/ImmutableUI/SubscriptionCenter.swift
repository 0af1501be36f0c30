//  SubscriptionCenter.swift

import ImmutableData

/// Keeps the selector subscriptions of one store and recomputes them once per main-loop turn.
///
/// One synchronous store observer serves every subscription: no task or stream per subscription.
/// A dispatch costs O(1) for unfiltered subscriptions (one flag) plus one filter call per filtered
/// subscription that is not already dirty; the flush after the turn touches only dirty subscriptions.
@MainActor public final class SubscriptionCenter<State, Action> where State : Sendable, Action : Sendable {
  /// The store whose transitions mark subscriptions dirty.
  public let store: Store<State, Action>
  private let scheduler: any RenderScheduler

  private var unfiltered: [any Flushable<State, Action>] = []
  private var unfilteredDirty = false
  private var filtered: [any Flushable<State, Action>] = []
  private var dirtyFiltered: [any Flushable<State, Action>] = []
  private var isFlushScheduled = false
  private var observerID: StoreObserverID?
  private var previewObserverID: StoreObserverID?

  /// Flushes run so far (one per turn with relevant dispatches).
  public private(set) var flushCount = 0

  /// A center for `store` that flushes dirty subscriptions on `scheduler`.
  public init(store: Store<State, Action>, scheduler: any RenderScheduler = MainQueueScheduler()) {
    self.store = store
    self.scheduler = scheduler
    // Weak, not unowned: when the last reference goes away off the main actor, the isolated deinit
    // waits for the main actor, and dispatches in the meantime must not touch the dying center.
    self.observerID = store.addObserver { [weak self] oldState, action in
      self?.didDispatch(oldState: oldState, action: action)
    }
    self.previewObserverID = store.addPreviewObserver { [weak self] in
      self?.didChangePreview()
    }
  }

  isolated deinit {
    for id in [self.observerID, self.previewObserverID].compactMap({ $0 }) {
      self.store.removeObserver(id)
    }
  }

  /// The number of live subscriptions.
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
    let unfiltered = self.unfilteredDirty ? self.unfiltered : []
    let filtered = self.dirtyFiltered
    self.unfilteredDirty = false
    self.dirtyFiltered.removeAll(keepingCapacity: true)
    guard !unfiltered.isEmpty || !filtered.isEmpty else { return }
    self.flushCount += 1
    // Each subscription reads the state when its turn comes: an `onChange` may dispatch, and a
    // subscription still dirty in this flush is not marked again, so it must see that action now.
    for subscription in unfiltered {
      subscription.flush(state: self.store.state)
    }
    for subscription in filtered {
      subscription.flush(state: self.store.state)
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
    if becameDirty {
      self.scheduleFlush()
    }
  }

  private func scheduleFlush() {
    if !self.isFlushScheduled {
      self.isFlushScheduled = true
      self.scheduler.schedule { [weak self] in
        self?.flush()
      }
    }
  }

  /// Time travel swapped the state views read: no filter can judge that, every subscription re-checks.
  private func didChangePreview() {
    self.unfilteredDirty = !self.unfiltered.isEmpty
    for subscription in self.filtered where subscription.markDirty() {
      self.dirtyFiltered.append(subscription)
    }
    self.scheduleFlush()
  }

  private func remove<Output>(_ subscription: Subscription<State, Action, Output>) {
    self.unfiltered.removeAll { $0 === subscription }
    self.filtered.removeAll { $0 === subscription }
    self.dirtyFiltered.removeAll { $0 === subscription }
  }
}
