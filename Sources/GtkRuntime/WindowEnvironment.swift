//  WindowEnvironment.swift

import DeclarativeViews

/// What a window gets from the app that opens it, whatever store the window reads.
@MainActor public struct WindowEnvironment {
  let backend: GtkBackend
  /// Opens another window of the same kind.
  let openWindow: @MainActor () -> Void
  /// The window closed: the app forgets it.
  let didClose: @MainActor (any WindowHosting) -> Void
  /// Actions every window of the app offers besides its own (New Window, Close, Inspector…).
  let commonActions: @MainActor (any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)]
}
