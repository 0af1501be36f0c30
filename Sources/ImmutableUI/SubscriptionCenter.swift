//  SubscriptionCenter.swift

import ImmutableData

/// Keeps the selector subscriptions of one store and recomputes them once per main-loop turn.
///
/// One synchronous store observer serves every subscription: no task or stream per subscription.
/// A dispatch costs O(1) for unfiltered subscriptions (one flag) plus one filter call per filtered
/// subscription that is not already dirty; the flush after the turn touches only dirty subscriptions.
/// Cancelling is O(1) (amortized): a cancelled subscription stays in its list, skipped, until cancelled
/// ones make up half of the list, which is then compacted in one pass.
@MainActor public final class SubscriptionCenter<State, Action> where State : Sendable, Action : Sendable {
  public let store: Store<State, Action>
  private let scheduler: any RenderScheduler

  private var unfiltered: [any Flushable<State, Action>] = []
  private var unfilteredDirty = false
  private var cancelledUnfiltered = 0
  private var filtered: [any Flushable<State, Action>] = []
  private var cancelledFiltered = 0
  private var dirtyFiltered: [any Flushable<State, Action>] = []
  private var isFlushScheduled = false
  private var observerID: StoreObserverID?
  private var previewObserverID: StoreObserverID?

  /// Flushes run so far (one per turn with relevant dispatches).
  public private(set) var flushCount = 0

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

  public var subscriptionCount: Int {
    self.unfiltered.count - self.cancelledUnfiltered + self.filtered.count - self.cancelledFiltered
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

  /// The subscription is already marked cancelled (the flush skips it, and `dirtyFiltered` is emptied
  /// at every flush); it is only counted here, and its list compacted when half of it is cancelled.
  private func remove<Output>(_ subscription: Subscription<State, Action, Output>) {
    if subscription.filter != nil {
      self.cancelledFiltered += 1
      Self.compactIfHalfCancelled(&self.filtered, cancelled: &self.cancelledFiltered)
    } else {
      self.cancelledUnfiltered += 1
      Self.compactIfHalfCancelled(&self.unfiltered, cancelled: &self.cancelledUnfiltered)
    }
  }

  /// A plain loop on the main actor: `removeAll(where:)` here would be an unspecialized generic call
  /// whose closure checks its isolation for every element.
  private static func compactIfHalfCancelled(_ list: inout [any Flushable<State, Action>], cancelled: inout Int) {
    guard cancelled * 2 >= list.count else { return }
    var survivors: [any Flushable<State, Action>] = []
    survivors.reserveCapacity(list.count - cancelled)
    for subscription in list where !subscription.isCancelled {
      survivors.append(subscription)
    }
    list = survivors
    cancelled = 0
  }
}
