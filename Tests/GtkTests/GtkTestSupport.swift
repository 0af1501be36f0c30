//  GtkTestSupport.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import Testing

/// Helpers to drive real widgets in headless tests (under Xvfb).
@MainActor enum GtkTestSupport {
  /// The widget of the view named `name` in `window`.
  static func widget(_ name: String, in window: any WindowHosting) -> GtkWidgetPointer? {
    window.root?.find(name: name)?.widget
  }

  /// The widget with the keyboard focus in `window`.
  static func focus(in window: any WindowHosting) -> GtkWidgetPointer? {
    window.root.flatMap { cgtk_window_get_focus($0.widget) }
  }

  /// Whether `widget` is the widget of the view named `name` in `window`, or inside it (a list gives its
  /// focus to a row).
  static func isWithin(_ widget: GtkWidgetPointer?, _ name: String, in window: any WindowHosting) -> Bool {
    guard let widget, let view = self.widget(name, in: window) else { return false }
    return widget == view || gtk_widget_is_ancestor(widget, view) != 0
  }

  /// `widget`, or the test fails at the caller's line. (An inline `#require` in the argument of a C
  /// function, whose parameter is implicitly unwrapped, is warned about as redundant.)
  static func required(_ widget: GtkWidgetPointer?, sourceLocation: SourceLocation = #_sourceLocation) throws -> GtkWidgetPointer {
    try #require(widget, sourceLocation: sourceLocation)
  }

  static func labelText(_ name: String, in window: any WindowHosting) -> String? {
    widget(name, in: window).flatMap { cgtk_label_get_text($0) }.map { String(cString: $0) }
  }

  static func click(_ name: String, in window: any WindowHosting) {
    guard let button = widget(name, in: window) else {
      Issue.record("no widget named \(name)")
      return
    }
    cgtk_emit_clicked(button)
  }

  /// How many criticals and warnings GTK, GDK and GObject log while `body` runs.
  static func problems(during body: () throws -> Void) rethrows -> Int {
    // GLib keeps the counter's address until the handlers are removed: not a Swift inout.
    let count = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    defer { count.deallocate() }
    count.pointee = 0
    var ids: [UInt32] = [0, 0, 0]
    cgtk_count_gtk_problems(count, &ids)
    defer { cgtk_stop_counting_gtk_problems(ids) }
    try body()
    return Int(count.pointee)
  }

  /// Lets GTK process what is pending (map, layout, draw).
  static func spin() {
    MainLoop.runPendingEvents()
  }

  /// Runs what is pending (GLib's events and `turn`, the coalesced work), then until every shown window
  /// has drawn one more frame (mapped, laid out and painted), then what that frame started: waits for
  /// events, never for a fixed time.
  static func settle(turn: () -> Void = {}) {
    Self.runPending(turn: turn)
    let toplevels = cgtk_toplevels()
    for index in 0 ..< g_list_model_get_n_items(toplevels) {
      guard let item = g_list_model_get_item(toplevels, index) else { continue }
      let window = item.assumingMemoryBound(to: GtkWidget.self)
      if gtk_widget_get_mapped(window) != 0 {
        cgtk_wait_for_draw(window)
      }
      g_object_unref(item)
    }
    Self.runPending(turn: turn)
  }

  /// Turns GLib's loop, blocking until each next event (a frame, a timer, input), and `turn` after each,
  /// until `condition` holds; records nothing and returns false when `timeout` passes first (it only
  /// bounds a wait for an event that never comes).
  @discardableResult
  static func settle(until condition: () -> Bool, timeout: Duration = .seconds(5), turn: () -> Void = {}) -> Bool {
    let deadline = ContinuousClock.now + timeout
    let wake = cgtk_wake_after(UInt32(timeout.components.seconds * 1_000 + timeout.components.attoseconds / 1_000_000_000_000_000))
    defer {
      // Gone already when it fired.
      if let source = g_main_context_find_source_by_id(nil, wake) { g_source_destroy(source) }
    }
    while true {
      Self.runPending(turn: turn)
      if condition() { return true }
      guard ContinuousClock.now < deadline else { return false }
      _ = cgtk_main_iteration(1)
    }
  }

  /// Lets `milliseconds` of real time pass with GLib's loop and `turn` running: only where time passing is
  /// what a test is about (a race with an animation, a timer that must not fire again).
  static func letTimePass(milliseconds: Int, turn: () -> Void = {}) {
    _ = Self.settle(until: { false }, timeout: .milliseconds(milliseconds), turn: turn)
  }

  private static func runPending(turn: () -> Void) {
    repeat {
      turn()
    } while MainLoop.runPendingEvents() > 0
    turn()
  }

  /// GTK tests run when there is a display (the README's test command runs them under Xvfb).
  nonisolated static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }
}
