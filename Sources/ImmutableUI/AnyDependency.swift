//  AnyDependency.swift

/// A dependency selector with its last selected value, erased to its state type
/// so one subscription can hold dependencies of different types.
@MainActor final class AnyDependency<State> where State : Sendable {
  private let refresh: (State) -> Bool

  init<Dependency>(_ selector: DependencySelector<State, Dependency>, initialState: State) {
    var last = selector.select(initialState)
    self.refresh = { state in
      let next = selector.select(state)
      defer { last = next }
      return selector.didChange(last, next)
    }
  }

  /// Selects the dependency from `state`, keeps it, and says whether it changed since the last call.
  func refresh(with state: State) -> Bool {
    self.refresh(state)
  }
}
