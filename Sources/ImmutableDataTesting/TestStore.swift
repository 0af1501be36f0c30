//  TestStore.swift

import CustomDump
import ImmutableData
import Testing

/// An exhaustive test of a store: every action the test sends states the whole change it makes, and every
/// action something else dispatched (a listener, a thunk, a timer) is received and stated in turn. A
/// change not stated, an action received but not asserted, or one that never came fails the test with a
/// readable difference of the states.
///
/// ```swift
/// let test = TestStore(initialState: CounterState(), reducer: CounterReducer.reduce)
/// try test.send(.didTapIncrement) { $0.value = 1; $0.history.record(.didTapIncrement) }
///
/// listener.listen(to: test.store)                       // a listener that saves, then reports
/// try test.send(.didTapSave) { $0.isSaving = true }
/// await test.receive(.didSave) { $0.isSaving = false }  // what the listener dispatched
/// test.finish()                                          // nothing else arrived
/// ```
///
/// Receiving waits for the action to be dispatched (an event, not a pause). Listeners that listen
/// through `Store.listen(_:)` are counted, so a receive fails as soon as they are idle without
/// dispatching it, and `await finish()` fails while their work still runs; otherwise `timeout` bounds
/// the wait of a test that would hang.
@MainActor public final class TestStore<State : Sendable & Equatable, Action : Sendable & Equatable> {
  /// The store under test: give it to the listeners whose dispatches the test receives.
  public let store: Store<State, Action>
  /// The state as the test last stated it.
  public private(set) var state: State
  /// Actions dispatched by others, with the state each left, not yet received.
  public private(set) var pendingActions: [(action: Action, state: State)] = []
  /// Whether a receive stops waiting as soon as the counted listeners (`Store.listen(_:)`) are idle
  /// without the action (true by default). Set it to false when an action comes from elsewhere too (a
  /// timer, a network stream read outside `listen`): the wait then ends only at the action or its
  /// timeout.
  public var stopsWaitingWhenListenersAreIdle = true
  private var isSending = false
  private var arrival: CheckedContinuation<Void, Never>?

  /// A test of a new store holding `initialState`, changed by `reducer`.
  public convenience init(initialState: State, reducer: @escaping @Sendable (State, Action) throws -> State) {
    self.init(store: Store(initialState: initialState, reducer: reducer))
  }

  /// A test of `store` (an app's own, made as the app makes it), from its state now.
  public init(store: Store<State, Action>) {
    self.store = store
    self.state = store.select { $0 }
    store.addObserver { [weak self] _, action in
      self?.observe(action)
    }
  }

  private func observe(_ action: Action) {
    guard !self.isSending else { return }
    self.pendingActions.append((action, self.store.select { $0 }))
    self.arrival?.resume()
    self.arrival = nil
  }

  /// Dispatches `action` and checks that the state changed exactly as `change` says (nothing changed,
  /// without it). Actions received earlier must have been asserted first. A reducer's refusal is
  /// rethrown, for `#expect(throws:)`.
  public func send(
    _ action: Action,
    sourceLocation: SourceLocation = #_sourceLocation,
    assert change: ((inout State) throws -> Void)? = nil
  ) throws {
    self.checkNothingPending(before: "sending \(Self.describe(action))", sourceLocation: sourceLocation)
    self.isSending = true
    defer { self.isSending = false }
    try self.store.dispatch(action: action)
    self.check(action: action, reached: self.store.select { $0 }, change: change, sourceLocation: sourceLocation)
  }

  /// Waits until something else dispatched an action, checks that it is `action` and that the state it
  /// left changed exactly as `change` says. Fails when another action came first, or none within `timeout`.
  public func receive(
    _ action: Action,
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation,
    assert change: ((inout State) throws -> Void)? = nil
  ) async {
    guard await self.awaitArrival(timeout: timeout) else {
      Issue.record("Expected to receive \(Self.describe(action)), but \(self.noArrival(within: timeout))", sourceLocation: sourceLocation)
      return
    }
    let (received, state) = self.pendingActions.removeFirst()
    guard received == action else {
      let difference = CustomDump.diff(action, received).map { "\n\($0)" } ?? ""
      Issue.record("Received \(Self.describe(received)), not \(Self.describe(action)) (− expected, + received):\(difference)", sourceLocation: sourceLocation)
      self.state = state
      return
    }
    self.check(action: action, reached: state, change: change, sourceLocation: sourceLocation)
  }

  /// Waits until something else dispatched an action, checks that `matches` accepts it (for an action
  /// whose exact value the test cannot know: an error's wording) and that the state it left changed as
  /// `change` says, given the action. Returns the action (nil when it failed).
  ///
  /// ```swift
  /// await test.receive(where: { if case .didFailToSave = $0 { true } else { false } }) { state, action in
  ///   if case .didFailToSave(let problem) = action { state.saveProblem = problem }
  /// }
  /// ```
  @discardableResult
  public func receive(
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation,
    where matches: (Action) -> Bool,
    assert change: ((inout State, Action) throws -> Void)? = nil
  ) async -> Action? {
    guard await self.awaitArrival(timeout: timeout) else {
      Issue.record("Expected to receive an action, but \(self.noArrival(within: timeout))", sourceLocation: sourceLocation)
      return nil
    }
    let (received, state) = self.pendingActions.removeFirst()
    guard matches(received) else {
      Issue.record("Received \(Self.describe(received)), which the test did not expect", sourceLocation: sourceLocation)
      self.state = state
      return nil
    }
    self.check(action: received, reached: state, change: change.map { change in { try change(&$0, received) } }, sourceLocation: sourceLocation)
    return received
  }

  /// Ends the test: every action dispatched by others must have been received.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    self.checkNothingPending(before: "the test finished", sourceLocation: sourceLocation)
  }

  /// Ends the test once the listeners (those that listen through `Store.listen(_:)`) are idle, up to
  /// `timeout`: every action they dispatched must have been received, and none of their work may still
  /// be running.
  public func finish(timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async {
    let activity = self.store.listenerActivity
    if !(await activity.untilIdle(timeout: timeout)) {
      Issue.record("The listeners still had \(activity.pendingCount) action(s) or task(s) running when the test finished (waited \(timeout))", sourceLocation: sourceLocation)
    }
    self.checkNothingPending(before: "the test finished", sourceLocation: sourceLocation)
  }

  /// Forgets the actions received but not asserted, keeping the state they left: for a test about what
  /// comes after them.
  public func skipPendingActions() {
    if let last = self.pendingActions.last {
      self.state = last.state
    }
    self.pendingActions.removeAll()
  }

  /// Waits for an action from others. When the listeners listen through `Store.listen(_:)`, the wait
  /// ends as soon as they are idle with none dispatched (it cannot come any more); otherwise `timeout`
  /// bounds it.
  private func awaitArrival(timeout: Duration) async -> Bool {
    if !self.pendingActions.isEmpty { return true }
    let activity = self.store.listenerActivity
    let deadline = Task { @MainActor [weak self] in
      try? await Task.sleep(for: timeout)
      // Cancelled: the action came, and a later wait's continuation is not this one's to resume.
      guard !Task.isCancelled else { return }
      self?.arrival?.resume()
      self?.arrival = nil
    }
    defer { deadline.cancel() }
    var idleWaiter: Int?
    await withCheckedContinuation { continuation in
      self.arrival = continuation
      guard activity.hasCountedListeners, self.stopsWaitingWhenListenersAreIdle else { return }
      idleWaiter = activity.whenIdle { [weak self] in
        self?.arrival?.resume()
        self?.arrival = nil
      }
    }
    if let idleWaiter { activity.cancelWaiter(idleWaiter) }
    return !self.pendingActions.isEmpty
  }

  private func noArrival(within timeout: Duration) -> String {
    let activity = self.store.listenerActivity
    return activity.hasCountedListeners && activity.isIdle && self.stopsWaitingWhenListenersAreIdle
      ? "the listeners finished their work without dispatching one"
      : "no action was dispatched within \(timeout)"
  }

  private func check(action: Action, reached actual: State, change: ((inout State) throws -> Void)?, sourceLocation: SourceLocation) {
    var expected = self.state
    do {
      try change?(&expected)
    } catch {
      Issue.record("The change asserted for \(Self.describe(action)) threw \(error)", sourceLocation: sourceLocation)
    }
    if expected != actual {
      let difference = CustomDump.diff(expected, actual).map { "\n\($0)" } ?? ""
      let what = change == nil ? "changed the state, and the test said it would not" : "changed the state otherwise than the test said"
      Issue.record("\(Self.describe(action)) \(what) (− expected, + actual):\(difference)", sourceLocation: sourceLocation)
    }
    self.state = actual
  }

  private func checkNothingPending(before what: String, sourceLocation: SourceLocation) {
    guard !self.pendingActions.isEmpty else { return }
    let actions = self.pendingActions.map { Self.describe($0.action) }.joined(separator: ", ")
    Issue.record("\(self.pendingActions.count) action(s) received but not asserted before \(what): \(actions)", sourceLocation: sourceLocation)
    self.skipPendingActions()
  }

  private static func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text)
    return text
  }
}
