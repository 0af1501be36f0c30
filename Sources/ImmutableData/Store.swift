//  Store.swift

/// The single source of truth: saves the state and funnels every change through the reducer.
///
/// ```swift
/// let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
/// try store.dispatch(action: .didTapIncrement)
/// store.select(CounterSelectors.value)  // 1
/// ```
///
/// A plain dispatch pays only for what is used: no clock read unless `measuresReducerDuration` is set,
/// no observer or stream work while there are none. `dispatch(action:)` and `select(_:)` are inlinable,
/// so they are specialized for the app's state and action types instead of going through generic metadata.
/// The properties they touch skip dynamic exclusivity checks (a third of a dispatch otherwise): the store
/// is confined to the main actor and the reducer, a pure function, never reaches back into it.
@MainActor final public class Store<State, Action> : Sendable where State : Sendable, Action : Sendable {
  @usableFromInline let registrar = StreamRegistrar<(oldState: State, action: Action)>()
  @usableFromInline let observers = ObserverRegistrar<State, Action>()

  @exclusivity(unchecked) @usableFromInline var state: State
  @usableFromInline let reducer: @Sendable (State, Action) throws -> State
  /// A past state shown instead of the present one while time travelling (see `preview(_:)`).
  @exclusivity(unchecked) @usableFromInline var previewState: State?
  /// Whether an observer or a stream may be listening; recomputed when they come and go.
  @exclusivity(unchecked) @usableFromInline var hasListeners = false
  /// How long the last successful reduce took, when `measuresReducerDuration` is set (`.zero` otherwise).
  public internal(set) var lastReducerDuration: Duration = .zero
  /// Whether each dispatch times its reducer (two clock reads) for `lastReducerDuration`.
  /// Off by default; an `ActionLog` (the inspector) turns it on.
  @exclusivity(unchecked) public var measuresReducerDuration = false
  /// The work of the listeners that listen through `listen(_:)`, for tests that wait until it is done.
  public let listenerActivity = ListenerActivity()

  /// A store holding `state`, changed only by `reducer`: a pure function of the state and an action that
  /// returns the next state, or throws to refuse the action (the state is then unchanged).
  ///
  /// ```swift
  /// let store = Store(initialState: TodoState(items: items), reducer: TodoReducer.reduce)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state before the first action.
  ///   - reducer: `(state, action) throws -> state`; it must not reach back into the store.
  public init(
    initialState state: State,
    reducer: @escaping @Sendable (State, Action) throws -> State
  ) {
    self.state = state
    self.reducer = reducer
  }
}

extension Store : Dispatcher {
  /// Reduces `action` into a new state, then tells observers and streams.
  /// A reducer that throws leaves the state unchanged, tells nobody, and the error is rethrown.
  ///
  /// ```swift
  /// try store.dispatch(action: .didTapAdd(id: UUID().uuidString, title: "Buy milk"))
  /// ```
  @inlinable
  public func dispatch(action: Action) throws {
    if self.previewState != nil {
      self.preview(nil)
    }
    let oldState = self.state
    if self.measuresReducerDuration {
      try self.reduceMeasuringDuration(oldState: oldState, action: action)
    } else {
      self.state = try self.reducer(oldState, action)
    }
    if self.hasListeners {
      self.tellListeners(oldState: oldState, action: action)
    }
  }

  /// Runs `thunk` with this store as its dispatcher and its selector: work that reads the state to
  /// decide what to dispatch.
  ///
  /// ```swift
  /// try store.dispatch { dispatcher, selector in
  ///   // The thunk runs at once, on the caller's actor: the main actor's.
  ///   try MainActor.assumeIsolated {
  ///     if selector.select(TodoSelectors.hasDoneItems) { try dispatcher.dispatch(action: .didTapClearDone) }
  ///   }
  /// }
  /// ```
  public func dispatch(thunk: @Sendable (Store, Store) throws -> Void) rethrows {
    try thunk(self, self)
  }

  /// Runs an asynchronous `thunk` with this store as its dispatcher and its selector: it may await
  /// work (a request) between reading the state and dispatching what came of it.
  ///
  /// ```swift
  /// try await store.dispatch { dispatcher, selector in
  ///   let range = await selector.select(QuakesSelectors.range)
  ///   let feed = try await client.fetch(range)
  ///   try await dispatcher.dispatch(action: .didFetch(feed))
  /// }
  /// ```
  public func dispatch(thunk: @Sendable (Store, Store) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }

  @usableFromInline func reduceMeasuringDuration(oldState: State, action: Action) throws {
    let start = ContinuousClock.now
    self.state = try self.reducer(oldState, action)
    self.lastReducerDuration = ContinuousClock.now - start
  }

  /// Inlinable, so a dispatch with listeners is specialized for the app's types too; not inlined, so a
  /// dispatch with none stays as short as it was.
  @inlinable @inline(never) func tellListeners(oldState: State, action: Action) {
    self.observers.notify(oldState: oldState, action: action)
    self.registrar.yield((oldState: oldState, action: action))
    // Cancelled streams are forgotten asynchronously: once none is left, dispatches skip this call again.
    self.updateHasListeners()
  }

  @inlinable func updateHasListeners() {
    self.hasListeners = !self.observers.isEmpty || self.registrar.streamCount > 0
  }
}

extension Store : Selector {
  /// The output of `selector` on the current state (on the previewed state while `isPreviewing`).
  ///
  /// ```swift
  /// let open = store.select { state in state.items.filter { !$0.isDone }.count }
  /// ```
  @inlinable
  public func select<T>(_ selector: @Sendable (State) -> T) -> T where T : Sendable {
    selector(self.previewState ?? self.state)
  }
}

extension Store : Streamer {
  /// A stream that keeps every element until the listener reads it: nothing is dropped, as in the seed.
  /// Listeners iterate it to run side effects outside the reducer; it finishes when the store is released.
  ///
  /// ```swift
  /// let transitions = store.makeStream()
  /// Task { @MainActor in
  ///   for await (oldState, _) in transitions where oldState.items != store.state.items {
  ///     try? file.save(store.state.items)  // a side effect: never in the reducer
  ///   }
  /// }
  /// ```
  public func makeStream() -> AsyncStream<(oldState: State, action: Action)> {
    self.makeStream(bufferingPolicy: .default)
  }

  /// A stream that buffers unread elements as `bufferingPolicy` says; a bounded policy drops elements
  /// when the listener falls behind, and each drop is counted and logged.
  public func makeStream(bufferingPolicy: StreamBufferingPolicy) -> AsyncStream<(oldState: State, action: Action)> {
    self.hasListeners = true
    return self.registrar.makeStream(bufferingPolicy: bufferingPolicy)
  }

  /// Elements dropped by bounded stream buffers since the store was made (0 with `makeStream()`).
  public var droppedStreamElementCount: Int {
    self.registrar.droppedElementCount
  }

  /// Streams that are still open (cancelled streams are forgotten).
  public var streamCount: Int {
    self.registrar.streamCount
  }
}

extension Store {
  /// Calls `observer` synchronously on the main actor after every successful reduce.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (_ oldState: State, _ action: Action) -> Void) -> StoreObserverID {
    self.hasListeners = true
    return self.observers.add(observer)
  }

  /// Stops calling the observer that `addObserver(_:)` or `addPreviewObserver(_:)` returned `id` for.
  public func removeObserver(_ id: StoreObserverID) {
    self.observers.remove(id)
    self.updateHasListeners()
  }

  /// Calls `observer` when a preview starts, changes or ends, so views re-read their selections.
  @discardableResult
  public func addPreviewObserver(_ observer: @escaping @MainActor () -> Void) -> StoreObserverID {
    self.observers.addPreviewObserver(observer)
  }
}

extension Store {
  /// Time travel: shows `state` (a past state, say from an `ActionLog`) to every selector until
  /// `preview(nil)` returns to the present. The present state is kept and nothing is reduced: listeners
  /// see no action, so no side effect runs again. Dispatching an action ends the preview first.
  public func preview(_ state: State?) {
    self.previewState = state
    self.observers.notifyPreviewChanged()
  }

  /// Whether selectors see a past state given to `preview(_:)` instead of the present one.
  public var isPreviewing: Bool {
    self.previewState != nil
  }
}
