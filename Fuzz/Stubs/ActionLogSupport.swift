//  ActionLogSupport.swift
//  Stand-ins for the store and the log that ImmutableData/ActionLogFile.swift refers to (its replay and
//  export), so the fuzz target is compiled with the real reader alone. Public, as the real ones are.

@MainActor public final class Store<State, Action> {
  public private(set) var state: State
  let reducer: @Sendable (State, Action) throws -> State

  public init(initialState: State, reducer: @escaping @Sendable (State, Action) throws -> State) {
    self.state = initialState
    self.reducer = reducer
  }

  public func dispatch(action: Action) throws {
    self.state = try self.reducer(self.state, action)
  }
}

public struct ActionLogEntry<State, Action> {
  public let action: Action
}

@MainActor public final class ActionLog<State, Action> {
  public var baseState: State
  public var replayableEntries: [ActionLogEntry<State, Action>] = []

  public init(store: Store<State, Action>, limit: Int) {
    self.baseState = store.state
  }
}
