//  RecordedWindowSurface.swift

import DeclarativeViews

/// A window with no display: its views are reconciled into `RecordingBackend`'s in-memory widgets, so
/// an app's real window (its body, components, local state and actions) runs in a plain `swift test`.
/// It has no frames (renders happen in the scheduler's turn) and no timers of its own: a test calls
/// `fireTimers()` for the time a view shows to pass.
///
/// ```swift
/// let window = scene.makeWindow(provider: provider, environment: environment) // makeSurface: RecordedWindowSurface.make
/// window.open()
/// let surface = window.surface as! RecordedWindowSurface
/// ```
@MainActor public final class RecordedWindowSurface : WindowSurface {
  /// The backend holding the window's widgets and recording what each render did to them.
  public let backend: RecordingBackend
  private let reconciler: Reconciler<RecordingBackend>
  /// The mounted view tree (nil before it is shown and once it is closed).
  public private(set) var root: MountedView<RecordedWidget>?
  /// The view with the keyboard focus, by name (`View.name(_:)`), as the window or the test put it.
  public var focusedName: String?
  /// Whether the focus was put by the window's initial focus (not by the user).
  private var focusIsInitial = true
  /// How many times the window was brought to the front after it was shown.
  public private(set) var presentCount = 0
  private var timers: [@MainActor () -> Bool] = []
  private var widthObservers: [@MainActor (Int) -> Void] = []

  /// A surface on a backend of its own, whose handlers call through `gate`.
  public init(gate: HandlerGate) {
    self.backend = RecordingBackend()
    self.reconciler = Reconciler(backend: self.backend, gate: gate)
  }

  /// Makes surfaces with no display: `WindowEnvironment(makeSurface: RecordedWindowSurface.make, …)`.
  public static let make: WindowSurfaceMaker = { gate in RecordedWindowSurface(gate: gate) }

  public var isMounted: Bool {
    self.root != nil
  }

  public var view: View? {
    self.root?.view
  }

  public func mount(_ view: View) {
    self.root = self.reconciler.mount(view)
  }

  public func present() {
    self.presentCount += 1
  }

  public func update(to view: View) {
    guard let root else { return }
    self.root = self.reconciler.update(root, to: view)
  }

  public func close() {
    self.root?.handlers.fire(.closeRequested)
  }

  public func didClose() {
    if let root {
      self.backend.destroyRoot(root.widget, kind: root.kind)
    }
    self.root = nil
  }

  /// Puts the focus on the view named `name`, as the user does: the window's initial focus then
  /// leaves it there.
  public func focus(name: String) -> Bool {
    guard self.root?.find(name: name) != nil else { return false }
    self.focusedName = name
    self.focusIsInitial = false
    return true
  }

  /// The user put the focus elsewhere (a test clicked or tabbed): the window's initial focus leaves it
  /// there, and the focused view is no longer a named one.
  public func userMovedFocus() {
    self.focusedName = nil
    self.focusIsInitial = false
  }

  public func takeInitialFocus(name: String) -> Bool {
    guard self.focusIsInitial else { return true }
    guard self.root?.find(name: name) != nil else { return false }
    self.focusedName = name
    return true
  }

  public var widgetOperationCount: Int {
    self.backend.operationCount
  }

  /// A recorded window is never painted.
  public func onNextPaint(_ body: @escaping @MainActor (_ frame: Int, _ layoutAndPaint: Duration) -> Void) -> Bool {
    false
  }

  public func onNextFrame(_ body: @escaping @MainActor () -> Void) -> Bool {
    false
  }

  public private(set) var width: Int?

  /// The text on the clipboard of this window's (imagined) display: what the window copied, or what a
  /// test put there for it to paste.
  public var clipboardText: String?

  public func copyToClipboard(_ text: String) {
    self.clipboardText = text
  }

  public func readClipboard(_ body: @escaping @MainActor (String?) -> Void) {
    body(self.clipboardText)
  }

  public func onWidthChange(_ body: @escaping @MainActor (Int) -> Void) {
    self.widthObservers.append(body)
  }

  /// Gives the window another width, as a user resizing it would.
  public func resize(width: Int) {
    guard width != self.width else { return }
    self.width = width
    for observer in self.widthObservers {
      observer(width)
    }
  }

  public func repeatEvery(seconds: UInt32, _ tick: @escaping @MainActor () -> Bool) {
    self.timers.append(tick)
  }

  /// Runs every repeating timer of the window once, as if its interval had passed.
  public func fireTimers() {
    self.timers = self.timers.filter { $0() }
  }

  public func activateAction(_ name: String) -> Bool {
    let (actionName, target) = Self.split(name)
    guard let root, let action = self.action(actionName), action.isEnabled else { return false }
    if let target {
      guard action.state != nil else { return false }
      root.handlers.fire(.choice(actionName), text: target)
    } else {
      root.handlers.fire(.action(actionName))
    }
    return true
  }

  public func isActionEnabled(_ name: String) -> Bool? {
    self.action(Self.split(name).name)?.isEnabled
  }

  public func actionState(_ name: String) -> String? {
    self.action(name)?.state
  }

  private func action(_ name: String) -> WindowAction? {
    guard case .actions(let actions)? = self.root?.view.properties[.actions] else { return nil }
    return actions.first { $0.name == name }
  }

  /// "sort::newest-first" is the radio action "sort" choosing "newest-first".
  private static func split(_ detailed: String) -> (name: String, target: String?) {
    guard let separator = detailed.range(of: "::") else { return (detailed, nil) }
    return (String(detailed[..<separator.lowerBound]), String(detailed[separator.upperBound...]))
  }
}
