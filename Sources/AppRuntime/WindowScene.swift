//  WindowScene.swift

import DeclarativeViews
import ImmutableData
import ImmutableUI

/// How an app makes its windows: the initial local state of a new window and its body.
///
/// ```swift
/// WindowScene(local: { TodoWindow.Local() }, initialFocus: "items", body: TodoWindow.body)
/// WindowScene(body: CounterWindow.body)  // a window with no local state
/// ```
@MainActor public struct WindowScene<State, Action> where State : Sendable, Action : Sendable {
  private let make: @MainActor (StoreProvider<State, Action>, WindowEnvironment) -> any WindowHosting

  /// A scene whose windows each keep local state of their own (text being typed, a selection).
  ///
  /// ```swift
  /// WindowScene(local: { QuakesWindow.Local() }, refreshEverySeconds: 60, initialFocus: "list", body: QuakesWindow.body)
  /// ```
  ///
  /// - Parameters:
  ///   - local: Makes a new window's local state (each window has its own).
  ///   - refreshEverySeconds: Re-renders each window that often even when nothing was dispatched, for
  ///     views that show the passing time ("5 minutes ago"); nil: only when what they read changed.
  ///   - initialFocus: The name (`.name(…)`) of the view a new window gives the keyboard focus to (its
  ///     main list, say) as soon as that view is shown, unless the user has put the focus somewhere
  ///     first; without it, GTK focuses nothing until the first Tab.
  ///   - body: The window's view, a function of its `WindowContext` (selections, local state, actions).
  public init<Local>(
    local: @escaping @MainActor () -> Local,
    refreshEverySeconds: UInt32? = nil,
    initialFocus: String? = nil,
    body: @escaping @MainActor (WindowContext<State, Action, Local>) -> View
  ) {
    self.make = { provider, environment in
      WindowHost(provider: provider, environment: environment, local: local(), refreshEverySeconds: refreshEverySeconds, initialFocus: initialFocus, body: body)
    }
  }
}

extension WindowScene {
  /// Makes a window of this scene on `provider`'s store (not yet open: call `open()`).
  public func makeWindow(provider: StoreProvider<State, Action>, environment: WindowEnvironment) -> any WindowHosting {
    self.make(provider, environment)
  }

  /// A window with no local state; `initialFocus` as for `init(local:refreshEverySeconds:initialFocus:body:)`.
  ///
  /// ```swift
  /// WindowScene(initialFocus: "increment", body: CounterWindow.body)
  /// ```
  public init(initialFocus: String? = nil, body: @escaping @MainActor (WindowContext<State, Action, Void>) -> View) {
    self.init(local: { () }, initialFocus: initialFocus, body: body)
  }
}
