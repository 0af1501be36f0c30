//  ActionDispatcher.swift

/// Sends an action to the store a view was given. Views call it from GTK signal handlers.
public struct ActionDispatcher<Action> : Sendable where Action : Sendable {
  private let body: @MainActor @Sendable (Action) -> Void

  /// A dispatcher that hands every action to `body` (usually `StoreProvider.dispatcher` makes one).
  public init(_ body: @escaping @MainActor @Sendable (Action) -> Void) {
    self.body = body
  }

  /// Sends `action`: `dispatch(.didTapAdd)`.
  @MainActor public func callAsFunction(_ action: Action) {
    self.body(action)
  }

  /// A dispatcher of a feature's actions, wrapped into the app's action type.
  public func map<Inner>(_ transform: @escaping @Sendable (Inner) -> Action) -> ActionDispatcher<Inner> {
    let body = self.body
    return ActionDispatcher<Inner> { inner in body(transform(inner)) }
  }
}
