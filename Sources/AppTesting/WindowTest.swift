//  WindowTest.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
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
/// Runs on GTK, so it needs a display (`xvfb-run swift test`); mark such suites
/// `.enabled(if: WindowTest.hasDisplay)`.
@MainActor public final class WindowTest {
  /// The window under test.
  public let window: any WindowHosting
  private let scheduler: ManualScheduler?
  /// The app the window belongs to, when the test opened it: kept while the test runs, as the running
  /// app keeps itself (it re-renders its windows when the colour scheme switches).
  private var app: AnyObject?

  /// A test of `window`, open already. Give the app a `ManualScheduler` (and pass it here) for renders
  /// that happen exactly when the test settles.
  public init(_ window: any WindowHosting, scheduler: ManualScheduler? = nil) {
    self.window = window
    self.scheduler = scheduler
    TestDisplaySettings.apply()
    self.settle()
  }

  /// Starts `app` without a GtkApplication (nothing registers on the session bus) and opens a window of
  /// it. Throws when there is no display.
  public convenience init<State, Action>(opening app: GtkApp<State, Action>, scheduler: ManualScheduler? = nil) throws {
    guard app.startWithoutApplication() else { throw WindowTestError.noDisplay }
    TestDisplaySettings.apply()
    self.init(app.openWindow(), scheduler: scheduler)
    self.app = app
  }

  /// Whether there is a display to open windows on (`xvfb-run` gives one).
  public nonisolated static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  // MARK: Waiting

  /// Runs what is pending until nothing is: the scheduler's work, the window's render, GTK's events,
  /// and then one frame of the window (GTK binds list rows and lays out at a frame), so what the test
  /// reads is what the user sees.
  public func settle() {
    self.runPending()
    guard let root = self.window.root?.widget else { return }
    cgtk_wait_for_draw(root)
    if let dialog = self.surface, dialog != root {
      cgtk_wait_for_draw(dialog)
    }
    self.runPending()
  }

  private func runPending() {
    for _ in 0..<1_000 {
      self.scheduler?.runPending()
      self.window.renderIfNeeded()
      let events = MainLoop.runPendingEvents()
      if events == 0 && (self.scheduler?.pendingCount ?? 0) == 0 {
        return
      }
    }
  }

  // MARK: Finding

  /// Where the user can act now: the modal dialog shown over the window (a confirmation), else the
  /// window. Controls, the focus, keys and the transcript are the dialog's while it is open, as the
  /// window behind it takes no input.
  var surface: GtkWidgetPointer? {
    self.window.root.map { cgtk_active_surface($0.widget) }
  }

  /// Whether a modal dialog is open over the window.
  public var showsDialog: Bool {
    guard let root = self.window.root?.widget else { return false }
    return self.surface != root
  }

  /// Every shown control of the window (the operable roles, and labels), in the window's order. The
  /// inner parts GTK names after their control (a menu button's toggle, a button's label) are left out:
  /// they are announced as that control.
  public var controls: [WindowControl] {
    guard let root = self.surface else { return [] }
    var found: [WindowControl] = []
    Self.collect(root, inside: nil, into: &found)
    return found
  }

  private static func collect(_ widget: GtkWidgetPointer, inside outer: WindowControl?, into found: inout [WindowControl]) {
    guard WidgetTree.isShown(widget) else { return }
    var outer = outer
    let role = AccessibleRole(rawValue: cgtk_accessible_role(widget))
    if AccessibleRole.operable.contains(role) || role == .label || role == .widget {
      let control = WindowControl(widget: widget)
      let isPartOfOuter = outer.map { control.name == $0.name && (control.role == $0.role || control.role == .label) } ?? false
      if !isPartOfOuter && (role != .widget || control.name != nil) {
        found.append(control)
        if role != .label { outer = control }
      }
    }
    for child in WidgetTree.children(of: widget) {
      self.collect(child, inside: outer, into: &found)
    }
  }

  /// The one shown control with `role` and `name`; throws (and the test fails at the caller's line)
  /// when there is none or more than one, listing what there is.
  public func control(_ role: AccessibleRole, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> WindowControl {
    let matches = self.controls.filter { $0.role == role && $0.name == name }
    guard matches.count == 1 else {
      let named = self.controls.filter { $0.role == role }.map(\.announcement)
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

  /// The control with the keyboard focus (its named ancestor of the same role when GTK focused an
  /// inner part, such as the text of an entry).
  public var focused: WindowControl? {
    guard let root = self.surface, let focus = cgtk_window_get_focus(root) else { return nil }
    return Self.announced(focus)
  }

  // MARK: Acting

  /// Clicks the control `name` (a button by default) as a pointer or the keyboard would activate it.
  /// Fails when it is shown but unavailable: a user could not click it either.
  public func click(_ role: AccessibleRole, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let control = try self.control(role, name, sourceLocation: sourceLocation)
    guard control.isEnabled else { throw WindowTestError.unavailable("the \(control.announcement) cannot be used now") }
    _ = cgtk_click(control.widget)
    self.settle()
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
    guard cgtk_choose_row(row.widget) != 0 else { throw WindowTestError.unavailable("the \(row.announcement) cannot be chosen") }
    self.settle()
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
    guard usable.contains(where: { cgtk_choose_string($0.widget, choice) != 0 }) else {
      throw WindowTestError.notFound("the \(AccessibleRole.comboBox) “\(name)” has no choice “\(choice)”")
    }
    self.settle()
  }

  /// Puts the focus in the text field (or search field) `name` and replaces its text with `text`, as
  /// typing would: the widget reports each change as it does for a user.
  public func type(_ text: String, into name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let field = try self.textField(name, sourceLocation: sourceLocation)
    guard field.isEnabled else { throw WindowTestError.unavailable("the \(field.announcement) cannot be used now") }
    cgtk_widget_grab_focus(field.widget)
    guard cgtk_field_set_text(field.widget, text) != 0 else { throw WindowTestError.unavailable("the \(field.announcement) takes no text") }
    self.settle()
  }

  /// Sends what the control `name` would send when activated, read from its view without acting:
  /// for a test of which action a button dispatches.
  public func message(sentBy role: AccessibleRole, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Message? {
    let control = try self.control(role, name, sourceLocation: sourceLocation)
    guard let view = self.window.root.flatMap({ Self.mounted($0, showing: control.widget) })?.view else { return nil }
    let event: Event = role == .checkBox || role == .switch ? .toggled : .clicked
    return view.sentMessage(on: event)
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

  // MARK: Walking the tree

  /// `widget` as announced: a part without a role of its own (the text inside an entry) is announced
  /// as the control around it, and an unnamed part as the nearest control of its role that has a name.
  static func announced(_ widget: GtkWidgetPointer) -> WindowControl {
    let control = WindowControl(widget: widget)
    let hasNoRole = control.role == AccessibleRole(gtk: GTK_ACCESSIBLE_ROLE_NONE) || control.role == AccessibleRole(gtk: GTK_ACCESSIBLE_ROLE_PRESENTATION)
    guard hasNoRole || control.name == nil else { return control }
    var ancestor = gtk_widget_get_parent(widget)
    while let current = ancestor {
      let outer = WindowControl(widget: current)
      if hasNoRole ? AccessibleRole.operable.contains(outer.role) : (outer.role == control.role && outer.name != nil) {
        return outer
      }
      ancestor = gtk_widget_get_parent(current)
    }
    return control
  }

  private static func mounted(_ node: MountedView<GtkWidgetPointer>, showing widget: GtkWidgetPointer) -> MountedView<GtkWidgetPointer>? {
    if node.widget == widget { return node }
    for child in node.children {
      if let found = self.mounted(child, showing: widget) { return found }
    }
    return nil
  }
}

/// Why a step of a window test could not be taken.
public enum WindowTestError : Error, CustomStringConvertible {
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
