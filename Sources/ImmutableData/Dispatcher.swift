//  Dispatcher.swift

/// Sends actions (and thunks that dispatch actions) to a store.
public protocol Dispatcher<State, Action> : Sendable {
  /// The state the actions change.
  associatedtype State : Sendable
  /// What can happen.
  associatedtype Action : Sendable
  /// What a thunk is given to dispatch more actions.
  associatedtype Dispatcher : ImmutableData.Dispatcher<Self.State, Self.Action>
  /// What a thunk is given to read the state.
  associatedtype Selector : ImmutableData.Selector<Self.State>

  /// Reduces `action` into a new state; throws what the reducer threw (the state is then unchanged).
  @MainActor func dispatch(action: Action) throws
  /// Runs `thunk`, which may read the state and dispatch actions: work that needs the state to decide what to dispatch.
  @MainActor func dispatch(thunk: @Sendable (Self.Dispatcher, Self.Selector) throws -> Void) rethrows
  /// Runs an asynchronous `thunk`, which may await work (a request) between reading the state and dispatching actions.
  @MainActor func dispatch(thunk: @Sendable (Self.Dispatcher, Self.Selector) async throws -> Void) async rethrows
}
