//  Reducers.swift

/// Builds one reducer out of several, so an app can split its reducers by feature.
///
/// ```swift
/// let reducer = Reducers.combine(
///   Reducers.lift(CounterReducer.reduce, state: \AppState.counter),
///   Reducers.lift(SettingsReducer.reduce, state: \AppState.settings, action: \AppAction.settings)
/// )
/// let store = Store(initialState: AppState(), reducer: reducer)
/// ```
public enum Reducers {}

extension Reducers {
  /// Runs `reducers` in order, each on the state the previous one returned.
  /// If one throws, the combined reducer throws and the store keeps its old state.
  ///
  /// ```swift
  /// let reducer = Reducers.combine([ItemsReducer.reduce, UndoReducer.reduce])
  /// ```
  public static func combine<State, Action>(
    _ reducers: [@Sendable (State, Action) throws -> State]
  ) -> @Sendable (State, Action) throws -> State {
    return { state, action in
      try reducers.reduce(state) { state, reducer in try reducer(state, action) }
    }
  }

  /// Runs `reducers` in order, each on the state the previous one returned (the variadic form of `combine(_:)`).
  ///
  /// ```swift
  /// let reducer = Reducers.combine(ItemsReducer.reduce, UndoReducer.reduce)
  /// ```
  public static func combine<State, Action>(
    _ reducers: (@Sendable (State, Action) throws -> State)...
  ) -> @Sendable (State, Action) throws -> State {
    self.combine(reducers)
  }
}

extension Reducers {
  /// Lifts a reducer of a slice of the state to a reducer of the whole state.
  ///
  /// ```swift
  /// let reducer = Reducers.lift(CounterReducer.reduce, state: \AppState.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: Reduces the slice; it sees every action.
  ///   - keyPath: Where the slice is in the whole state.
  public static func lift<State, Slice, Action>(
    _ reducer: @escaping @Sendable (Slice, Action) throws -> Slice,
    state keyPath: WritableKeyPath<State, Slice> & Sendable
  ) -> @Sendable (State, Action) throws -> State {
    return { state, action in
      var state = state
      state[keyPath: keyPath] = try reducer(state[keyPath: keyPath], action)
      return state
    }
  }

  /// Lifts a reducer of a slice of the state and of a subset of the actions.
  /// Actions for which `action` returns `nil` leave the state unchanged.
  ///
  /// ```swift
  /// // enum AppAction { case settings(SettingsAction), … } with `var settings: SettingsAction? { … }`
  /// let reducer = Reducers.lift(SettingsReducer.reduce, state: \AppState.settings, action: \AppAction.settings)
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: Reduces the slice with the actions meant for it.
  ///   - keyPath: Where the slice is in the whole state.
  ///   - extract: The slice's action inside an app action, or nil for an action of another part.
  public static func lift<State, Slice, Action, SliceAction>(
    _ reducer: @escaping @Sendable (Slice, SliceAction) throws -> Slice,
    state keyPath: WritableKeyPath<State, Slice> & Sendable,
    action extract: @escaping @Sendable (Action) -> SliceAction?
  ) -> @Sendable (State, Action) throws -> State {
    return { state, action in
      guard let sliceAction = extract(action) else { return state }
      var state = state
      state[keyPath: keyPath] = try reducer(state[keyPath: keyPath], sliceAction)
      return state
    }
  }
}
