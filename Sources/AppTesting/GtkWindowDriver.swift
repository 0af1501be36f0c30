//  GtkWindowDriver.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableUI

/// Drives a window on GTK: its real widgets, found by their accessible role and name.
@MainActor final class GtkWindowDriver : WindowDriver {
  let window: any WindowHosting
  private let scheduler: ManualScheduler?

  init(window: any WindowHosting, scheduler: ManualScheduler?) {
    self.window = window
    self.scheduler = scheduler
  }

  /// Runs what is pending until nothing is: the scheduler's work, the window's render, GTK's events,
  /// and then one frame of the window (GTK binds list rows and lays out at a frame), so what the test
  /// reads is what the user sees.
  func settle() {
    self.runPending()
    guard let root = self.window.root?.widget else { return }
    cgtk_wait_for_draw(root)
    if let dialog = self.surface, dialog != root {
      cgtk_wait_for_draw(dialog)
    }
    self.runPending()
  }

  /// Asks GTK for the width until the window's surface takes it or stops changing, as a user dragging
  /// its edge would: a window stays as wide as its content needs, and content that lays itself out for
  /// a narrow window needs less once it has (bounded; GTK 4.8 on X11 without a window manager may keep
  /// a mapped window's width when it is asked to grow).
  func resize(width: Int) {
    guard let root = self.window.root?.widget else { return }
    var previous = self.window.surface.width
    for _ in 0..<4 {
      var (current, height): (Int32, Int32) = (0, 0)
      gtk_window_get_default_size(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), &current, &height)
      cgtk_window_set_default_size(root, Int32(width), height)
      for _ in 0..<20 where self.window.surface.width == previous {
        self.settle()
      }
      self.settle()
      let now = self.window.surface.width
      guard now != width, now != previous else { return }
      previous = now
    }
  }

  func dropFile(_ path: String) -> Bool {
    func drop(under widget: GtkWidgetPointer) -> Bool {
      WidgetTree.isShown(widget) && (cgtk_simulate_drop(widget, path, 1) != 0 || WidgetTree.children(of: widget).contains(where: drop(under:)))
    }
    guard let root = self.window.root?.widget, drop(under: root) else { return false }
    self.settle()
    return true
  }

  var clipboardText: String? {
    get { self.window.root.flatMap { Clipboard.localText(of: $0.widget) } }
    set {
      guard let root = self.window.root?.widget else { return }
      Clipboard.copy(newValue ?? "", from: root)
    }
  }

  /// What a drag from the control carries: its widget's drag source, or one inside it (a row's view).
  func drag(_ source: WindowControl, onto target: WindowControl) throws {
    guard let value = source.widget.flatMap(Self.dragText(under:)) else {
      throw WindowTestError.unavailable("the \(source.announcement) cannot be dragged")
    }
    // The drop the user's pointer makes, through the target's own drop target (GTK's drag machinery
    // itself needs a pointer Xvfb does not move).
    guard let widget = target.widget, Self.drop(value, under: widget) else {
      throw WindowTestError.unavailable("the \(target.announcement) takes no drop")
    }
    self.settle()
  }

  private static func dragText(under widget: GtkWidgetPointer) -> String? {
    if let text = cgtk_drag_text(widget) {
      defer { g_free(text) }
      return String(cString: text)
    }
    return WidgetTree.children(of: widget).lazy.compactMap(Self.dragText(under:)).first
  }

  private static func drop(_ text: String, under widget: GtkWidgetPointer) -> Bool {
    cgtk_simulate_drop(widget, text, 0) != 0 || WidgetTree.children(of: widget).contains { Self.drop(text, under: $0) }
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

  var showsDialog: Bool {
    guard let root = self.window.root?.widget else { return false }
    return self.surface != root
  }

  /// The inner parts GTK names after their control (a menu button's toggle, a button's label) are left
  /// out: they are announced as that control.
  var controls: [WindowControl] {
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

  /// Its named ancestor of the same role when GTK focused an inner part, such as the text of an entry.
  var focused: WindowControl? {
    guard let root = self.surface, let focus = cgtk_window_get_focus(root) else { return nil }
    return Self.announced(focus)
  }

  // MARK: Acting

  func click(_ control: WindowControl) throws {
    _ = cgtk_click(control.widget!)
    self.settle()
  }

  func choose(row: WindowControl) throws {
    guard cgtk_choose_row(row.widget!) != 0 else { throw WindowTestError.unavailable("the \(row.announcement) cannot be chosen") }
    self.settle()
  }

  func choose(_ choice: String, in boxes: [WindowControl]) -> Bool {
    guard boxes.contains(where: { cgtk_choose_string($0.widget!, choice) != 0 }) else { return false }
    self.settle()
    return true
  }

  func type(_ text: String, into field: WindowControl) throws {
    cgtk_widget_grab_focus(field.widget!)
    guard cgtk_field_set_text(field.widget!, text) != 0 else { throw WindowTestError.unavailable("the \(field.announcement) takes no text") }
    self.settle()
  }

  func message(sentBy control: WindowControl, on event: Event) -> Message? {
    self.window.root.flatMap { Self.mounted($0, showing: control.widget!) }?.view.sentMessage(on: event)
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

  // MARK: Keys

  func press(_ key: Key) throws {
    guard let root = self.surface else { throw WindowTestError.notFound("the window is closed") }
    switch key {
    case .tab: cgtk_window_press_focus_key(root, GTK_DIR_TAB_FORWARD, 1)
    case .shiftTab: cgtk_window_press_focus_key(root, GTK_DIR_TAB_BACKWARD, 1)
    case .up: cgtk_window_press_focus_key(root, GTK_DIR_UP, 1)
    case .down: cgtk_window_press_focus_key(root, GTK_DIR_DOWN, 1)
    case .left: cgtk_window_press_focus_key(root, GTK_DIR_LEFT, 1)
    case .right: cgtk_window_press_focus_key(root, GTK_DIR_RIGHT, 1)
    case .return:
      guard let focus = cgtk_window_get_focus(root) else { throw WindowTestError.notFound("nothing has the keyboard focus") }
      _ = cgtk_click(focus)
    case .escape:
      // A dialog's Escape closes it as its close button does (a message dialog answers its close response).
      if root != self.window.root?.widget { cgtk_window_close(root) }
    case .shortcut: break
    }
  }
}
