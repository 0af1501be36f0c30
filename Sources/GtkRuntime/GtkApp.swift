//  GtkApp.swift

import CGtk
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
  /// Called once the first window is open, e.g. to start listeners or load data.
  public var onLaunch: (@MainActor () -> Void)?

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

  @discardableResult
  public func openWindow() -> any WindowHosting {
    self.loadCSS()
    let window = self.scene.make(self)
    self.windows.append(window)
    window.open()
    if self.windows.count == 1, let onLaunch {
      self.onLaunch = nil
      onLaunch()
    }
    return window
  }

  func forget(_ window: any WindowHosting) {
    self.windows.removeAll { $0 === window }
  }

  private func loadCSS() {
    guard !self.didLoadCSS else { return }
    self.didLoadCSS = true
    if let css { cgtk_add_css(css) }
  }
}
