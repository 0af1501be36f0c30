//  WindowTest.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

/// Drives a real window of an app as its user would, by what a screen reader sees: controls are found
/// by role and name, clicked, typed into, and the keyboard moves the focus. Each step waits until the
/// window has settled (renders, GTK's events), so a test never sleeps.
///
/// ```swift
/// let window = try WindowTest(opening: TodoApp.make(store: store, scheduler: scheduler), scheduler: scheduler)
/// try window.type("Bake bread", into: "New to-do")
/// try window.click("Add")
/// #expect(window.shows("2 left"))
/// try window.press(.control("z"))
/// ```
///
/// While a modal dialog is open over the window (a confirmation), the test acts in the dialog, as its
/// user can only do: `try window.click("Delete")` then chooses the dialog's Delete.
///
/// The same test runs with no display, where the app's real window runs in memory and is read as GTK
/// would show it (fast, in a plain `swift test`), and on GTK under a display (`xvfb-run swift test`),
/// where screenshots and screen-reader transcripts are taken too: give it `WindowTest.displays` as
/// arguments and open the window `on:` each. A suite that needs GTK alone is marked
/// `.enabled(if: WindowTest.hasDisplay)`.
@MainActor public final class WindowTest {
  /// The window under test.
  public let window: any WindowHosting
  /// Its widgets: GTK's, or a recorded window's.
  let driver: any WindowDriver
  /// The app the window belongs to, when the test opened it (a `GtkApp`): kept while the test runs, as
  /// the running app keeps itself (it re-renders its windows when the colour scheme switches).
  public private(set) var app: AnyObject?
  /// The work of the app's listeners, when the test opened the app (`untilIdle()` waits for it).
  var listenerActivity: ListenerActivity?

  /// A test of `window`, open already, on GTK or recorded (`GtkApp.openRecordedWindow()`). Give the app
  /// a `ManualScheduler` (and pass it here) for renders that happen exactly when the test settles.
  public init(_ window: any WindowHosting, scheduler: ManualScheduler? = nil) {
    self.window = window
    if let surface = window.surface as? RecordedWindowSurface {
      self.driver = RecordedWindowDriver(window: window, surface: surface, scheduler: scheduler)
    } else {
      TestDisplaySettings.apply()
      self.driver = GtkWindowDriver(window: window, scheduler: scheduler)
    }
    self.settle()
  }

  /// Starts `app` without a GtkApplication (nothing registers on the session bus) and opens a window of
  /// it. Throws when there is no display.
  public convenience init<State, Action>(opening app: GtkApp<State, Action>, scheduler: ManualScheduler? = nil) throws {
    try self.init(opening: app, scheduler: scheduler, on: .gtk)
  }

  /// Opens a window of `app` on `display`: GTK's (throws when there is no display), or none, where the
  /// app's real window runs in memory (`GtkApp.openRecordedWindow()`) and a test needs no Xvfb.
  ///
  /// ```swift
  /// @Test(arguments: WindowTest.displays) func adds(on display: WindowTest.Display) throws {
  ///   let window = try WindowTest(opening: TodoApp.make(store: store, scheduler: scheduler), scheduler: scheduler, on: display)
  ///   try window.type("Bake bread", into: "New to-do")
  /// }
  /// ```
  public convenience init<State, Action>(opening app: GtkApp<State, Action>, scheduler: ManualScheduler? = nil, on display: Display) throws {
    switch display {
    case .gtk:
      guard app.startWithoutApplication() else { throw WindowTestError.noDisplay }
      TestDisplaySettings.apply()
      self.init(app.openWindow(), scheduler: scheduler)
    case .none:
      self.init(app.openRecordedWindow(), scheduler: scheduler)
    }
    self.app = app
    self.listenerActivity = app.provider.store.listenerActivity
  }

  /// Where a window test runs.
  public enum Display : Hashable, Sendable, CustomStringConvertible {
    /// No display: the window's views run in memory (`RecordedWindowSurface`), read as GTK would show
    /// them. Fast, and runs in a plain `swift test`.
    case none
    /// Real GTK widgets on a display (`xvfb-run`): what the user sees, pixels and screen reader included.
    case gtk

    public var description: String {
      switch self {
      case .none: "no display"
      case .gtk: "GTK"
      }
    }
  }

  /// The displays a test can run on in this process: always none, and GTK when there is a display. A
  /// test taking them as arguments runs once on each.
  public nonisolated static var displays: [Display] {
    Self.hasDisplay ? [.none, .gtk] : [.none]
  }

  /// Whether there is a display to open windows on (`xvfb-run` gives one).
  public nonisolated static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// Whether the window runs with no display (screenshots, transcripts and clipped labels need GTK).
  public var isRecorded: Bool {
    self.driver is RecordedWindowDriver
  }

  /// Records an issue when the window has no display: `what` needs GTK's widgets.
  func expectDisplay(for what: String, sourceLocation: SourceLocation) -> Bool {
    guard self.isRecorded else { return true }
    Issue.record("\(what) needs a display: open the window on .gtk", sourceLocation: sourceLocation)
    return false
  }

  // MARK: Waiting

  /// Runs what is pending until nothing is: the scheduler's work, the window's render, GTK's events,
  /// and then one frame of the window (GTK binds list rows and lays out at a frame), so what the test
  /// reads is what the user sees.
  public func settle() {
    self.driver.settle()
  }

  /// Makes the window `width` pixels wide, as the user's resize would, and settles: views that ask
  /// `context.isNarrower(than:)` lay themselves out again when the width crosses theirs. On GTK the
  /// window stays at least as wide as its content needs.
  ///
  /// ```swift
  /// window.resize(width: 360)
  /// #expect(window.shows("Back"))
  /// ```
  public func resize(width: Int) {
    self.driver.resize(width: width)
    self.settle()
  }

  // MARK: Finding

  /// Where the user can act now on GTK: the modal dialog shown over the window, else the window (nil for
  /// a recorded window).
  var surface: GtkWidgetPointer? {
    (self.driver as? GtkWindowDriver)?.surface
  }

  /// Whether a modal dialog is open over the window.
  public var showsDialog: Bool {
    self.driver.showsDialog
  }

  /// Every shown control of the window (the operable roles, and labels), in the window's order; while a
  /// dialog is open, the dialog's.
  public var controls: [WindowControl] {
    self.driver.controls
  }

  /// The one shown control with `role` and `name`; throws (and the test fails at the caller's line)
  /// when there is none or more than one, listing what there is.
  public func control(_ role: AccessibleRole, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> WindowControl {
    let controls = self.controls
    let matches = controls.filter { $0.role == role && $0.name == name }
    guard matches.count == 1 else {
      let named = controls.filter { $0.role == role }.map(\.announcement)
      let problem = matches.isEmpty ? "no \(role) “\(name)” is shown" : "\(matches.count) controls are the \(role) “\(name)”"
      throw WindowTestError.notFound("\(problem); the window shows: \(named.isEmpty ? "no \(role)" : named.joined(separator: "; "))")
    }
    return matches[0]
  }

  /// Whether a label showing exactly `text` is shown.
  public func shows(_ text: String) -> Bool {
    self.texts.contains(text)
  }

  /// The texts of the shown labels, in the window's order.
  public var texts: [String] {
    self.controls.filter { $0.role == .label }.compactMap(\.name)
  }

  /// The control with the keyboard focus (on GTK, its named ancestor of the same role when GTK focused
  /// an inner part, such as the text of an entry).
  public var focused: WindowControl? {
    self.driver.focused
  }

  // MARK: Acting

  /// Clicks the control `name` (a button by default) as a pointer or the keyboard would activate it.
  /// Fails when it is shown but unavailable: a user could not click it either.
  public func click(_ role: AccessibleRole, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let control = try self.control(role, name, sourceLocation: sourceLocation)
    guard control.isEnabled else { throw WindowTestError.unavailable("the \(control.announcement) cannot be used now") }
    try self.driver.click(control)
  }

  /// Convenience: clicks the button `name`.
  public func click(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try self.click(.button, name, sourceLocation: sourceLocation)
  }

  /// Chooses the row `name` of a list (a list item, a table row or a list box row) as a click on it
  /// does: it is selected and takes the keyboard focus.
  public func choose(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let rows = self.controls.filter { [.listItem, .row, .gridCell].contains($0.role) && $0.name == name }
    let row = rows.count == 1 ? rows[0] : try self.control(.listItem, name, sourceLocation: sourceLocation)
    try self.driver.choose(row: row)
  }

  /// Drops the file at `path` on the window, as dragging it from the file manager does: the first shown
  /// view that takes files (`onDropFiles`) gets its path. Throws when no view takes files.
  ///
  /// ```swift
  /// try inspector.dropFile("/tmp/counter.actionlog.json")
  /// ```
  public func dropFile(_ path: String) throws {
    guard self.driver.dropFile(path) else { throw WindowTestError.unavailable("nothing in the window takes a dropped file") }
  }

  /// The text on the clipboard: what the window copied, or (set) what another app copied for it to paste.
  ///
  /// ```swift
  /// try window.click("Copy")
  /// #expect(window.clipboardText == "M 4.7, 79km SSW of Bengkulu, Indonesia")
  /// ```
  public var clipboardText: String? {
    get { self.driver.clipboardText }
    set { self.driver.clipboardText = newValue }
  }

  /// Drags the control `source` (a row, by its name) onto the control `target`, as the user's pointer
  /// would: `target` gets what `source` carries, and sends what its view's drop handler makes of it.
  ///
  /// ```swift
  /// try window.drag("Red kangaroo", onto: "Bird")
  /// ```
  public func drag(_ source: String, onto target: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    func find(_ name: String) throws -> WindowControl {
      let found = self.controls.filter { $0.name == name && $0.role != .label }
      guard let control = found.first else { throw WindowTestError.notFound("nothing named “\(name)” is shown") }
      return control
    }
    try self.driver.drag(find(source), onto: find(target))
  }

  /// Chooses `choice` in the drop-down (or combo row) `name`, as picking it from its open list does.
  public func choose(_ choice: String, in name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let boxes = self.controls.filter { ($0.role == .comboBox || $0.role == .button || $0.role == .listItem) && $0.name == name }
    guard !boxes.isEmpty else {
      _ = try self.control(.comboBox, name, sourceLocation: sourceLocation)
      return
    }
    let usable = boxes.filter(\.isEnabled)
    guard !usable.isEmpty else { throw WindowTestError.unavailable("the \(boxes[0].announcement) cannot be used now") }
    guard self.driver.choose(choice, in: usable) else {
      throw WindowTestError.notFound("the \(AccessibleRole.comboBox) “\(name)” has no choice “\(choice)”")
    }
  }

  /// Puts the focus in the text field (or search field) `name` and replaces its text with `text`, as
  /// typing would: the widget reports each change as it does for a user.
  public func type(_ text: String, into name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let field = try self.textField(name, sourceLocation: sourceLocation)
    guard field.isEnabled else { throw WindowTestError.unavailable("the \(field.announcement) cannot be used now") }
    try self.driver.type(text, into: field)
  }

  /// Sends what the control `name` would send when activated, read from its view without acting:
  /// for a test of which action a button dispatches.
  public func message(sentBy role: AccessibleRole, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Message? {
    let control = try self.control(role, name, sourceLocation: sourceLocation)
    let event: Event = role == .checkBox || role == .switch ? .toggled : .clicked
    return self.driver.message(sentBy: control, on: event)
  }

  /// What the button `name` sends when clicked.
  public func message(sentBy name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Message? {
    try self.message(sentBy: .button, name, sourceLocation: sourceLocation)
  }

  private func textField(_ name: String, sourceLocation: SourceLocation) throws -> WindowControl {
    let fields = self.controls.filter { ($0.role == .textField || $0.role == .searchField || $0.role == .spinButton) && $0.name == name }
    if fields.count == 1 { return fields[0] }
    return try self.control(.textField, name, sourceLocation: sourceLocation)
  }
}

/// Why a step of a window test could not be taken.
public enum WindowTestError : Error, Equatable, CustomStringConvertible {
  /// There is no display to open windows on.
  case noDisplay
  /// No control (or more than one) has the role and name asked for.
  case notFound(String)
  /// The control is shown but cannot be used now.
  case unavailable(String)
  /// The window has no keyboard shortcut or key the test pressed.
  case noShortcut(String)

  public var description: String {
    switch self {
    case .noDisplay: "There is no display to open a window on (run the tests under xvfb-run)"
    case .notFound(let what), .unavailable(let what), .noShortcut(let what): what
    }
  }
}
