//  AnyDependencySelector.swift

/// A dependency selector of any dependency type, so a subscription can list several.
///
/// Each value made by `init` has an identity: subscriptions of one center that list the same value
/// (a `static let`, say) share one selected dependency, selected once per flush, and a flush visits
/// only the subscriptions of the dependencies that changed.
public struct AnyDependencySelector<State> : Sendable where State : Sendable {
  let make: @MainActor (State) -> AnyDependency<State>
  let identity: DependencyIdentity
  /// Where the dependency selector is declared.
  let place: @Sendable () -> String

  /// Erases `selector`'s dependency type.
  public init<Dependency>(_ selector: DependencySelector<State, Dependency>) {
    self.make = { state in AnyDependency(selector, initialState: state) }
    self.identity = DependencyIdentity()
    self.place = { selector.place }
  }
}

/// The identity of one `AnyDependencySelector` value (compared by reference).
final class DependencyIdentity : Sendable {
  var id: ObjectIdentifier {
    ObjectIdentifier(self)
  }
}
