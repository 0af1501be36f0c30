//  AnyDependencySelector.swift

/// A dependency selector of any dependency type, so a subscription can list several.
public struct AnyDependencySelector<State> : Sendable where State : Sendable {
  let make: @MainActor (State) -> AnyDependency<State>

  /// Erases `selector`'s dependency type.
  public init<Dependency>(_ selector: DependencySelector<State, Dependency>) {
    self.make = { state in AnyDependency(selector, initialState: state) }
  }
}
