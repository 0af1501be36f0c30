//  WindowEnvironment.swift

import DeclarativeViews
import GtkWidgets

/// What a window gets from the app that opens it, whatever store the window reads.
@MainActor public struct WindowEnvironment {
  /// The backend that makes the window's widgets.
  public let backend: GtkBackend
  /// Opens another window of the same kind.
  public let openWindow: @MainActor () -> Void
  /// The window closed: the app forgets it.
  public let didClose: @MainActor (any WindowHosting) -> Void
  /// Actions every window of the app offers besides its own (New Window, Close, Inspector…).
  public let commonActions: @MainActor (any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)]
  /// The app shell's commands, for the primary menu (empty for windows that have none, like the inspector).
  public let shellActions: @MainActor () -> [ShellAction]
  /// The bars shown above every window's content: the app's notices, and the time-travel banner while
  /// the inspector previews a past state.
  public let banners: @MainActor () -> [View]
  /// Where the windows remember their size (nil: they always open at their view's size).
  public let geometry: WindowGeometryMemory?

  /// What every window of one app shares: the backend, how to open and forget windows, the actions and the bars.
  public init(
    backend: GtkBackend,
    openWindow: @escaping @MainActor () -> Void,
    didClose: @escaping @MainActor (any WindowHosting) -> Void,
    commonActions: @escaping @MainActor (any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)],
    shellActions: @escaping @MainActor () -> [ShellAction] = { [] },
    banners: @escaping @MainActor () -> [View] = { [] },
    geometry: WindowGeometryMemory? = nil
  ) {
    self.backend = backend
    self.openWindow = openWindow
    self.didClose = didClose
    self.commonActions = commonActions
    self.shellActions = shellActions
    self.banners = banners
    self.geometry = geometry
  }
}
