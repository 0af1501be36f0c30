//  StoreListening.swift

/// A listener's subscription to a store (`Store.listen(_:)`): its closure runs for each action the
/// store reduced, one after the other in dispatch order, each awaited before the next, and the store
/// counts them, with the work started through `run(_:)`, in its `listenerActivity` until they are done.
/// Nothing is dropped. Cancelled when `cancel()` is called or the subscription is released.
@MainActor public final class StoreListening<State : Sendable, Action : Sendable> {
  private let activity: ListenerActivity
  private var observer: StoreObserverID?
  private weak var store: Store<State, Action>?
  private let body: @MainActor (_ oldState: State, _ action: Action) async -> Void
  private var queue: [(oldState: State, action: Action)] = []
  private var next = 0
  private var drain: Task<Void, Never>?
  private var started: [Int : Task<Void, Never>] = [:]
  private var nextStarted = 0
  /// Whether `cancel()` was called (or the subscription released).
  public private(set) var isCancelled = false

  init(store: Store<State, Action>, body: @escaping @MainActor (_ oldState: State, _ action: Action) async -> Void) {
    self.activity = store.listenerActivity
    self.store = store
    self.body = body
    self.observer = store.addObserver { [weak self] oldState, action in
      self?.enqueue(oldState: oldState, action: action)
    }
  }

  isolated deinit {
    self.cancel()
  }

  /// Starts `work` beside the listener (a request that must not hold up the next action), counted as
  /// the listener's until it returns. `cancel()` cancels it.
  @discardableResult
  public func run(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let activity = self.activity
    let id = self.nextStarted
    self.nextStarted += 1
    activity.begin()
    let task = Task { @MainActor [weak self] in
      await work()
      self?.started[id] = nil
      activity.end()
    }
    self.started[id] = task
    return task
  }

  /// Stops listening: actions not handed over yet are dropped, started work is cancelled.
  public func cancel() {
    guard !self.isCancelled else { return }
    self.isCancelled = true
    if let observer = self.observer {
      self.store?.removeObserver(observer)
    }
    self.observer = nil
    self.drain?.cancel()
    let dropped = self.queue.count - self.next
    self.queue.removeAll()
    self.next = 0
    if dropped > 0 {
      self.activity.end(dropped)
    }
    for task in self.started.values {
      task.cancel()
    }
  }

  private func enqueue(oldState: State, action: Action) {
    guard !self.isCancelled else { return }
    self.activity.begin()
    self.queue.append((oldState, action))
    guard self.drain == nil else { return }
    self.drain = Task { @MainActor [weak self] in
      await self?.handOver()
    }
  }

  private func handOver() async {
    while !self.isCancelled, self.next < self.queue.count {
      let (oldState, action) = self.queue[self.next]
      self.next += 1
      await self.body(oldState, action)
      self.activity.end()
    }
    if !self.isCancelled {
      self.queue.removeAll(keepingCapacity: true)
      self.next = 0
    }
    self.drain = nil
  }
}

extension Store {
  /// Runs `body` for each action this store reduces from now on, with the state before it, one after
  /// the other and in order (the next waits until `body` returns). The store counts the listeners' work
  /// in `listenerActivity`, so a test knows when it is done. Keep the returned subscription: releasing
  /// it, or `cancel()`, stops it.
  ///
  /// ```swift
  /// self.listening = store.listen { [weak self] oldState, action in
  ///   await self?.save(after: action, from: oldState, in: store)
  /// }
  /// ```
  public func listen(_ body: @escaping @MainActor (_ oldState: State, _ action: Action) async -> Void) -> StoreListening<State, Action> {
    StoreListening(store: self, body: body)
  }
}
