//  GtkApp.swift

@_exported import AppRuntime
import AppSupport
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableData
import ImmutableUI
import Localization

/// A GTK application on one store: opens a window on launch (and on every later activation,
/// such as launching the app again), any number of windows share the store, and the app
/// ends when its last window closes.
///
/// ```swift
/// let app = GtkApp(
///   id: "org.example.Todo",
///   provider: StoreProvider(store: store),
///   about: AppAbout(name: "To Do", version: "1.0"),
///   scene: WindowScene(local: { TodoWindow.Local() }, body: TodoWindow.body)
/// )
/// exit(app.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
@MainActor public final class GtkApp<State, Action> where State : Sendable, Action : Sendable {
  /// The application id (reverse-DNS, as GApplication and the desktop file know it).
  public let id: String
  /// The store every window of the app shows.
  public let provider: StoreProvider<State, Action>
  private let scene: WindowScene<State, Action>
  private let css: String?
  /// The open windows, oldest first.
  public private(set) var windows: [any WindowHosting] = []
  private(set) var backend: GtkBackend
  private var didLoadCSS = false
  private var isObservingColorScheme = false
  /// Called once the first window is open, e.g. to start listeners or load data. Under `run`, once
  /// that window painted its first frame (or a second after it opened, if it never paints): work that
  /// takes both cores then no longer delays the window (a million cached quakes once kept Quakes'
  /// window from mapping for half a second).
  public var onLaunch: (@MainActor () -> Void)?
  /// Whether `onLaunch` waits for the first painted frame (`run` sets it; tests that drive windows
  /// without running the GLib loop get it at once).
  private var launchesAfterFirstPaint = false
  /// The devtools window's owner, once set (StoreInspector's `enableInspector` sets it): every window
  /// then offers it (Ctrl+Shift+I), and a launch can ask for it.
  public var inspector: (any InspectorHosting)? {
    didSet {
      // A preview starting or ending re-renders every window, which shows or hides the preview banner.
      self.inspector?.onPreviewChange = { [weak self] in
        self?.windows.forEach { $0.setNeedsRender() }
      }
    }
  }
  /// Where the app's windows remember their size and maximized state between runs. `run` sets
  /// `$XDG_STATE_HOME/<id>/window.json` when the app has set none; nil (as in tests that start without
  /// `run`): windows open at their view's size.
  public var windowGeometry: WindowGeometryMemory?
  /// What About <App> says; its name also titles the menu item and the shortcuts window's group.
  public var about: AppAbout
  /// The app's error channel: what is posted there shows in every window. The provider's refused
  /// dispatches go there ("Could not do that"); listeners get a `notices.reporter(title:)`.
  public let notices = AppNotices()
  /// The file name of the action log this instance replays (`showReplay(of:)`), shown in every window.
  public internal(set) var replayedLogName: String?
  /// The outcome of Report a Problem, shown over the window that asked until it is closed.
  var problemReports: [ObjectIdentifier : ProblemReportOutcome] = [:]

  /// An app whose windows all show `provider`'s store.
  ///
  /// - Parameters:
  ///   - id: The application id, reverse-DNS ("org.example.Todo"), as the desktop file names it.
  ///   - provider: The store and the scheduler of its renders, shared by every window.
  ///   - css: A style sheet for the app's windows (GTK CSS), if any.
  ///   - about: What About <App> says; by default the last part of `id` is the name ("Counter" for
  ///     "org.immutabledata.Counter") with this build's version.
  ///   - scene: How a window is made.
  public init(id: String, provider: StoreProvider<State, Action>, css: String? = nil, about: AppAbout? = nil, scene: WindowScene<State, Action>) {
    self.id = id
    self.about = about ?? AppAbout(name: id.split(separator: ".").last.map(String.init) ?? id)
    self.provider = provider
    self.scene = scene
    self.css = css
    self.backend = GtkBackend(application: nil)
    provider.onDispatchError = { [notices] _, error in
      notices.report(error, title: tr("Could not do that"))
    }
    self.notices.onChange = { [weak self] in
      self?.windows.forEach { $0.setNeedsRender() }
    }
  }

  /// Runs the GLib main loop until the last window closes; returns the exit status.
  ///
  /// ```swift
  /// exit(app.run(arguments: Array(CommandLine.arguments.dropFirst())))
  /// ```
  ///
  /// `arguments` (without the program name) is this launch's command line. When another process
  /// already runs `applicationID` (default `id`) on this session bus, the command line goes to that
  /// process, which reads it with `readLaunch` and opens a window there; this one then exits with the
  /// status the running instance returned. An app derives `applicationID` from its data source so
  /// that a launch on other data gets an instance of its own.
  public func run(arguments: [String] = [], applicationID: String? = nil) -> Int32 {
    if self.windowGeometry == nil {
      self.windowGeometry = WindowGeometryMemory(file: WindowGeometryFile(directory: AppPlaces.stateDirectory(appID: self.id)))
    }
    self.inspector?.keepFilters(in: AppPlaces.stateDirectory(appID: self.id))
    let application = cgtk_application_new(applicationID ?? self.id, cgtk_flags_handles_command_line())!
    self.backend = GtkBackend(application: application)
    Signal.connect(UnsafeMutableRawPointer(application), "activate") { [weak self] in
      self?.openWindow()
    }
    Signal.connectCommandLine(UnsafeMutableRawPointer(application)) { [weak self] commandLine in
      self?.handle(commandLine: commandLine) ?? 1
    }
    MainLoop.installDispatchBridge()
    self.launchesAfterFirstPaint = true
    // argv[0] is the plain id whatever the application id: GTK names the X11 window class after it,
    // which is how the desktop shell matches windows to the installed .desktop file.
    var argv = ([self.id] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = cgtk_application_run(application, Int32(argv.count - 1), &argv)
    cgtk_unref(UnsafeMutableRawPointer(application))
    return status
  }

  /// Reads a launch's arguments (without the program name), this process's own and those forwarded by
  /// later launches. A thrown error is shown to the launching process, which exits with status 64.
  public var readLaunch: @MainActor ([String]) throws -> LaunchRequest = { _ in LaunchRequest() }

  private func handle(commandLine: UnsafeMutableRawPointer) -> Int32 {
    var count: Int32 = 0
    guard let argv = cgtk_command_line_arguments(commandLine, &count) else { return 1 }
    defer { cgtk_strfreev(argv) }
    let arguments = (0..<Int(count)).dropFirst().compactMap { argv[$0].map { String(cString: $0) } }
    do {
      self.launch(try self.readLaunch(arguments))
      return 0
    } catch {
      cgtk_command_line_printerr(commandLine, "\(error)\n")
      return 64  // EX_USAGE
    }
  }

  /// Opens a window, and the inspector too when the launch asked for it.
  public func launch(_ request: LaunchRequest) {
    self.openWindow()
    if request.opensInspector {
      self.openInspector()
    }
  }

  /// Initializes GTK without a GtkApplication, for tests that drive windows in-process.
  /// Returns false when there is no display.
  public func startWithoutApplication() -> Bool {
    guard cgtk_init_check() != 0 else { return false }
    self.loadCSS()
    return true
  }

  /// Opens the inspector window (if the inspector is enabled).
  public func openInspector() {
    let isRecording = !self.windows.isEmpty && self.windows.allSatisfy { $0.surface is RecordedWindowSurface }
    self.inspector?.open(environment: self.environment(isRecording ? .none : .screen))
  }

  /// Opens one more window on the store and returns it.
  @discardableResult
  public func openWindow() -> any WindowHosting {
    self.loadCSS()
    return self.openWindow(on: .screen)
  }

  /// Opens one more window on the store with no display (`RecordedWindowSurface`): the app's real
  /// window, its body, components, local state and actions, in memory, for a test that runs without
  /// GTK (`WindowTest(opening:scheduler:on:)` with `.none`). Its New Window opens recorded windows too.
  @discardableResult
  public func openRecordedWindow() -> any WindowHosting {
    self.openWindow(on: .none)
  }

  /// Where a window's widgets are.
  private enum Display {
    /// GTK windows on the screen.
    case screen
    /// `RecordedWindowSurface`s in memory.
    case none
  }

  @discardableResult
  private func openWindow(on display: Display) -> any WindowHosting {
    let window = self.scene.makeWindow(provider: self.provider, environment: self.environment(display))
    self.windows.append(window)
    window.open()
    if self.windows.count == 1, let onLaunch {
      self.onLaunch = nil
      if self.launchesAfterFirstPaint {
        RunOnce.afterFirstPaint(of: window, onLaunch)
      } else {
        onLaunch()
      }
    }
    return window
  }

  func forget(_ window: any WindowHosting) {
    self.windows.removeAll { $0 === window }
    // Its identifier may be a later window's: a dialog left open must not show up over that one.
    self.problemReports[ObjectIdentifier(window)] = nil
  }

  /// What the windows on `display` share (the windows they open are there too).
  private func environment(_ display: Display) -> WindowEnvironment {
    let backend = self.backend
    let geometry = self.windowGeometry
    return WindowEnvironment(
      makeSurface: { gate in
        switch display {
        case .screen: GtkWindowSurface(backend: backend, gate: gate, geometry: geometry)
        case .none: RecordedWindowSurface(gate: gate)
        }
      },
      openWindow: { [weak self] in self?.openWindow(on: display) },
      didClose: { [weak self] window in self?.forget(window) },
      commonActions: { [weak self] window in self?.commonActions(for: window) ?? [] },
      shellActions: { [weak self] in self?.shellActions ?? [] },
      banners: { [weak self] window in
        guard let self else { return [] }
        let notices = NoticeBar.view(self.notices.current) { [weak self] id in self?.notices.dismiss(id) }
        let preview = self.inspector?.preview.map { preview in
          PreviewBanner.view(preview) { [weak self] in self?.inspector?.returnToPresent() }
        }
        let replay = self.replayedLogName.map(ReplayBanner.view)
        return [replay, notices, preview, self.problemReportDialog(over: window)].compactMap { $0 }
      },
      isDark: { display == .screen && ColorScheme.isDark }
    )
  }

  /// The app shell's commands in this app (the primary menu, the shortcuts window and every window's actions).
  public var shellActions: [ShellAction] {
    ShellAction.table(appName: self.about.name, hasInspector: self.inspector != nil, canReportProblem: self.inspector?.canReportProblem ?? false)
  }

  /// The shell's commands as actions of `window`.
  func commonActions(for window: any WindowHosting) -> [(action: WindowAction, perform: @MainActor () -> Void)] {
    self.shellActions.map { shellAction in
      let perform: @MainActor () -> Void = { [weak self, weak window] in
        guard let self, let window else { return }
        self.perform(shellAction.command, from: window)
      }
      return (shellAction.windowAction, perform)
    }
  }

  /// Carries out a shell command as its menu item or shortcut in `window` would. A recorded window's
  /// New Window opens a recorded one; About and the shortcuts window are GTK's own windows, which a
  /// recorded window does not open.
  public func perform(_ command: ShellAction.Command, from window: any WindowHosting) {
    let isRecorded = window.surface is RecordedWindowSurface
    switch command {
    case .newWindow: _ = isRecorded ? self.openWindow(on: .none) : self.openWindow()
    case .closeWindow: window.close()
    case .inspector: self.openInspector()
    case .shortcuts: if !isRecorded { self.openShortcuts(for: window) }
    case .reportProblem: self.reportProblem(from: window)
    case .about: if !isRecorded { self.openAbout(over: window) }
    case .quit: self.quit()
    }
  }

  /// The keyboard shortcuts window of `window` (the shell's accelerators and the window's own).
  @discardableResult
  public func openShortcuts(for window: any WindowHosting) -> GtkWidgetPointer? {
    let groups = ShortcutsWindow.groups(shell: self.shellActions, appName: self.about.name, windowActions: window.windowActions)
    return ShortcutsWindow.open(groups, parent: window.root?.widget)
  }

  /// The About window (AdwAboutWindow) over `window`.
  @discardableResult
  public func openAbout(over window: (any WindowHosting)?) -> GtkWidgetPointer? {
    AboutWindow.open(self.about, icon: self.id, parent: window?.root?.widget)
  }

  /// Closes every window, the inspector's too; with the last one the app ends.
  public func quit() {
    if let inspectorWindow = self.inspector?.window {
      inspectorWindow.close()
    }
    for window in self.windows {
      window.close()
    }
  }

  private func loadCSS() {
    guard !self.didLoadCSS else { return }
    self.didLoadCSS = true
    if let css { cgtk_add_css(css) }
    cgtk_add_css(PreviewBanner.css)
    cgtk_add_css(NoticeBar.css)
    self.observeColorScheme()
  }

  /// A switch between light and dark re-renders every window, so custom drawing takes the new colours.
  private func observeColorScheme() {
    guard !self.isObservingColorScheme else { return }
    self.isObservingColorScheme = true
    ColorScheme.observe { [weak self] in
      guard let self else { return }
      for window in self.windows {
        window.setNeedsRender()
      }
    }
  }
}
