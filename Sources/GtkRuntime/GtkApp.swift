//  GtkApp.swift

import CGtk
import Foundation
import DeclarativeViews
import ImmutableData
import ImmutableUI

/// A GTK application on one store: opens a window on launch (and on every later activation,
/// such as launching the app again), any number of windows share the store, and the app
/// ends when its last window closes.
@MainActor public final class GtkApp<State, Action> where State : Sendable, Action : Sendable {
  public let id: String
  public let provider: StoreProvider<State, Action>
  private let scene: WindowScene<State, Action>
  private let css: String?
  public private(set) var windows: [any WindowHosting] = []
  private(set) var backend: GtkBackend
  private var didLoadCSS = false
  private var opensInspectorOnLaunch = CommandLine.arguments.contains("--inspector")
  /// Called once the first window is open, e.g. to start listeners or load data.
  public var onLaunch: (@MainActor () -> Void)?
  /// The devtools window's owner, once `enableInspector` was called.
  public private(set) var inspector: (any InspectorHosting)?

  public init(id: String, provider: StoreProvider<State, Action>, css: String? = nil, scene: WindowScene<State, Action>) {
    self.id = id
    self.provider = provider
    self.scene = scene
    self.css = css
    self.backend = GtkBackend(application: nil)
  }

  /// Runs the GLib main loop until the last window closes; returns the exit status.
  public func run() -> Int32 {
    let application = cgtk_application_new(self.id, cgtk_flags_default())!
    self.backend = GtkBackend(application: application)
    Signal.connect(UnsafeMutableRawPointer(application), "activate") { [weak self] in
      self?.openWindow()
    }
    MainLoop.installDispatchBridge()
    // Our own command-line options are the app's business; GApplication sees only the program name.
    var arguments = [strdup(CommandLine.arguments.first ?? self.id), nil]
    defer { arguments.forEach { free($0) } }
    let status = cgtk_application_run(application, 1, &arguments)
    cgtk_unref(UnsafeMutableRawPointer(application))
    return status
  }

  /// Initializes GTK without a GtkApplication, for tests that drive windows in-process.
  /// Returns false when there is no display.
  public func startWithoutApplication() -> Bool {
    guard cgtk_init_check() != 0 else { return false }
    self.loadCSS()
    return true
  }

  /// Records the store's actions and offers the inspector in every window (Ctrl+Shift+I, or `--inspector`
  /// on the command line to open it at launch). Without `export`, the log cannot be exported.
  public func enableInspector(limit: Int = 10_000, export: (@MainActor (ActionLog<State, Action>) throws -> Data)? = nil) {
    let dataHome = ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    self.inspector = Inspector(
      appName: self.id.split(separator: ".").last.map(String.init) ?? self.id,
      appStore: self.provider.store,
      limit: limit,
      scheduler: self.provider.scheduler,
      exportDirectory: dataHome.appendingPathComponent(self.id).appendingPathComponent("action-logs"),
      export: export
    )
  }

  /// Opens the inspector window (if the inspector is enabled).
  public func openInspector() {
    self.inspector?.open(environment: self.environment)
  }

  @discardableResult
  public func openWindow() -> any WindowHosting {
    self.loadCSS()
    let window = self.scene.make(self.provider, self.environment)
    self.windows.append(window)
    window.open()
    if self.windows.count == 1, let onLaunch {
      self.onLaunch = nil
      onLaunch()
    }
    if self.opensInspectorOnLaunch {
      self.opensInspectorOnLaunch = false
      self.openInspector()
    }
    return window
  }

  func forget(_ window: any WindowHosting) {
    self.windows.removeAll { $0 === window }
  }

  private var environment: WindowEnvironment {
    WindowEnvironment(
      backend: self.backend,
      openWindow: { [weak self] in self?.openWindow() },
      didClose: { [weak self] window in self?.forget(window) },
      commonActions: { [weak self] window in self?.commonActions(for: window) ?? [] }
    )
  }

  /// New Window (Ctrl+N) and Close (Ctrl+W) in every window, and the inspector when there is one.
  func commonActions(for window: any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)] {
    var actions: [(action: WindowAction, perform: @MainActor () -> Void)] = [
      (WindowAction("new-window", shortcut: "<Control>n"), { [weak self] in self?.openWindow() }),
      (WindowAction("close", shortcut: "<Control>w"), { [weak window] in window?.close() }),
    ]
    if let inspector = self.inspector {
      actions.append((WindowAction("inspector", shortcut: "<Shift><Control>i"), { [weak self] in
        guard let self else { return }
        inspector.open(environment: self.environment)
      }))
    }
    return actions
  }

  private func loadCSS() {
    guard !self.didLoadCSS else { return }
    self.didLoadCSS = true
    if let css { cgtk_add_css(css) }
  }
}
