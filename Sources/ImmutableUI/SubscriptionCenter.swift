//  SubscriptionCenter.swift

import ImmutableData

/// Keeps the selector subscriptions of one store and recomputes them once per main-loop turn.
///
/// One synchronous store observer serves every subscription: no task or stream per subscription.
/// A dispatch costs O(1) for unfiltered subscriptions (one flag) plus one filter call per filtered
/// subscription that is not already dirty. The flush reads the state once, selects each dependency
/// selector once (subscriptions that list the same `AnyDependencySelector` share it), and visits only
/// the unfiltered subscriptions of the dependencies that changed, those without dependencies, and the
/// dirty filtered ones. Cancelling is O(1) amortized (see `TombstoneList`).
@MainActor public final class SubscriptionCenter<State, Action> where State : Sendable, Action : Sendable {
  /// The store whose transitions mark subscriptions dirty.
  public let store: Store<State, Action>
  private let scheduler: any RenderScheduler

  /// Unfiltered subscriptions without dependencies: recomputed at every flush after a dispatch.
  private var unfilteredWithoutDependencies = TombstoneList<State, Action>()
  /// Every dependency selector listed by a live subscription, by identity.
  private var dependencies: [ObjectIdentifier: SharedDependency<State, Action>] = [:]
  private var unfilteredDirty = false
  private var filtered = TombstoneList<State, Action>()
  private var dirtyFiltered: [any Flushable<State, Action>] = []
  private var isFlushScheduled = false
  private var observerID: StoreObserverID?
  private var previewObserverID: StoreObserverID?
  private var nextSerial = 0
  /// Numbers the reads of the state (see `SharedDependency.refresh`).
  private var stateReads = 0
  /// Dispatches and previews seen: a flush re-reads the state when an `onChange` caused one.
  private var stateChanges = 0

  /// Flushes run so far (one per turn with relevant dispatches).
  public private(set) var flushCount = 0
  /// The number of live subscriptions.
  public private(set) var subscriptionCount = 0
  /// Told what each flush did (nil: nothing is measured).
  @exclusivity(unchecked) public var tracer: (any RenderTracer)?
  /// What the current flush did, while a tracer listens.
  private var traces: [SelectionTrace] = []

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
}

extension SubscriptionCenter {
  /// Subscribes an output selector. `filter` (if any) decides which actions may affect it;
  /// `dependencies` (if any) decide whether the output must be recomputed.
  public func subscribe<Output>(
    key: SelectionKey? = nil,
    filter: (@Sendable (_ oldState: State, _ action: Action) -> Bool)? = nil,
    dependencies: [AnyDependencySelector<State>] = [],
    output: OutputSelector<State, Output>,
    onChange: (@MainActor (Output) -> Void)? = nil
  ) -> Subscription<State, Action, Output> {
    let state = self.store.state
    let read = self.nextStateRead()
    let shared = dependencies.map { selector in
      if let existing = self.dependencies[selector.identity.id] {
        // Brought up to date, so the new subscription's version is that of this state.
        existing.refresh(with: state, read: read)
        return existing
      }
      let made = SharedDependency<State, Action>(id: selector.identity.id, place: selector.place, selector.make(state))
      self.dependencies[made.id] = made
      return made
    }
    self.nextSerial += 1
    let subscription = Subscription<State, Action, Output>(
      serial: self.nextSerial,
      key: key,
      state: state,
      filter: filter,
      dependencies: shared,
      output: output,
      onChange: onChange,
      onCancel: { [weak self] subscription in self?.remove(subscription) }
    )
    for dependency in shared {
      dependency.subscriberCount += 1
      if filter == nil {
        dependency.unfilteredSubscribers.append(subscription)
      }
    }
    if filter != nil {
      self.filtered.append(subscription)
    } else if shared.isEmpty {
      self.unfilteredWithoutDependencies.append(subscription)
    }
    self.subscriptionCount += 1
    return subscription
  }

  /// Recomputes dirty subscriptions now instead of at the next turn.
  public func flush() {
    self.isFlushScheduled = false
    let unfilteredDirty = self.unfilteredDirty
    let filtered = self.dirtyFiltered
    self.unfilteredDirty = false
    self.dirtyFiltered.removeAll(keepingCapacity: true)
    guard unfilteredDirty || !filtered.isEmpty else { return }
    self.flushCount += 1
    var reader = StateReader(center: self)
    if unfilteredDirty {
      self.flushUnfiltered(reader: &reader)
    }
    if self.tracer == nil {
      for subscription in filtered {
        subscription.flush(state: reader.state(self), read: reader.read)
      }
    } else {
      for subscription in filtered {
        self.traces.append(subscription.flushTraced(state: reader.state(self), read: reader.read))
      }
    }
    if let tracer = self.tracer {
      let traces = self.traces
      self.traces = []
      tracer.didFlush(traces)
    }
  }

  private func flushUnfiltered(reader: inout StateReader) {
    var affected = self.unfilteredWithoutDependencies.elements
    var sources = affected.isEmpty ? 0 : 1
    let state = reader.state(self)
    for dependency in self.dependencies.values where dependency.unfilteredSubscribers.liveCount > 0 {
      dependency.refresh(with: state, read: reader.read)
      if dependency.version != dependency.unfilteredVersion {
        dependency.unfilteredVersion = dependency.version
        affected += dependency.unfilteredSubscribers.elements
        sources += 1
      }
    }
    if sources > 1 {
      // In the order they were made, as if every subscription were visited.
      affected.sort { $0.serial < $1.serial }
    }
    // Two loops, so a flush with no tracer pays nothing for tracing.
    if self.tracer == nil {
      for subscription in affected {
        subscription.flush(state: reader.state(self), read: reader.read)
      }
    } else {
      for subscription in affected {
        self.traces.append(subscription.flushTraced(state: reader.state(self), read: reader.read))
      }
    }
  }

  /// The state a flush passes on, read once, and again only after an `onChange` dispatched (a
  /// subscription still dirty in this flush is not marked again, so it must see that action now).
  @MainActor private struct StateReader {
    private var current: State
    private(set) var read: Int
    private var changes: Int

    init(center: SubscriptionCenter) {
      self.current = center.store.state
      self.read = center.nextStateRead()
      self.changes = center.stateChanges
    }

    mutating func state(_ center: SubscriptionCenter) -> State {
      if self.changes != center.stateChanges {
        self = StateReader(center: center)
      }
      return self.current
    }
  }

  private func nextStateRead() -> Int {
    self.stateReads += 1
    return self.stateReads
  }
}

extension SubscriptionCenter {
  private func didDispatch(oldState: State, action: Action) {
    self.stateChanges += 1
    var becameDirty = false
    if self.subscriptionCount > self.filtered.liveCount && !self.unfilteredDirty {
      self.unfilteredDirty = true
      becameDirty = true
    }
    for subscription in self.filtered.elements where subscription.markDirty(oldState: oldState, action: action) {
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
    self.stateChanges += 1
    self.unfilteredDirty = self.subscriptionCount > self.filtered.liveCount
    for subscription in self.filtered.elements where subscription.markDirty() {
      self.dirtyFiltered.append(subscription)
    }
    self.scheduleFlush()
  }

  /// The subscription is already marked cancelled (flushes skip it); its lists only count it.
  private func remove<Output>(_ subscription: Subscription<State, Action, Output>) {
    self.subscriptionCount -= 1
    let isFiltered = subscription.filter != nil
    if isFiltered {
      self.filtered.didCancel()
    } else if subscription.dependencies.isEmpty {
      self.unfilteredWithoutDependencies.didCancel()
    }
    for dependency in subscription.dependencies {
      dependency.subscriberCount -= 1
      if !isFiltered {
        dependency.unfilteredSubscribers.didCancel()
      }
      if dependency.subscriberCount == 0 {
        self.dependencies[dependency.id] = nil
      }
    }
  }
}
