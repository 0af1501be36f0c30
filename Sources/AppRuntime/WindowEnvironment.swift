//  WindowEnvironment.swift

import DeclarativeViews

/// What a window gets from the app that opens it, whatever store the window reads.
@MainActor public struct WindowEnvironment {
  /// Makes each window's surface: a GTK window, or a recorded one for a test without a display.
  public let makeSurface: WindowSurfaceMaker
  /// Opens another window of the same kind.
  public let openWindow: @MainActor () -> Void
  /// The window closed: the app forgets it.
  public let didClose: @MainActor (any WindowHosting) -> Void
  /// Actions every window of the app offers besides its own (New Window, Close, Inspector…).
  public let commonActions: @MainActor (any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)]
  /// The app shell's commands, for the primary menu (empty for windows that have none, like the inspector).
  public let shellActions: @MainActor () -> [ShellAction]
  /// The bars shown above a window's content: the app's notices, and the time-travel banner while
  /// the inspector previews a past state; and the shell's dialogs over that window.
  public let banners: @MainActor (any WindowHosting) -> [View]
  /// Whether the app shows the dark colour scheme now.
  public let isDark: @MainActor () -> Bool

  /// What every window of one app shares: where windows are made, how to open and forget them, the
  /// actions and the bars.
  public init(
    makeSurface: @escaping WindowSurfaceMaker,
    openWindow: @escaping @MainActor () -> Void,
    didClose: @escaping @MainActor (any WindowHosting) -> Void,
    commonActions: @escaping @MainActor (any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)],
    shellActions: @escaping @MainActor () -> [ShellAction] = { [] },
    banners: @escaping @MainActor (any WindowHosting) -> [View] = { _ in [] },
    isDark: @escaping @MainActor () -> Bool = { false }
  ) {
    self.makeSurface = makeSurface
    self.openWindow = openWindow
    self.didClose = didClose
    self.commonActions = commonActions
    self.shellActions = shellActions
    self.banners = banners
    self.isDark = isDark
  }
}
