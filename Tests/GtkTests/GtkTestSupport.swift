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

  /// Lets GTK process what is pending (map, layout, draw).
  static func spin() {
    MainLoop.runPendingEvents()
  }

  /// Runs the GLib loop and `turn` (coalesced work) for `milliseconds` of real time, so GTK gets frames.
  static func settle(milliseconds: Int = 150, turn: () -> Void = {}) {
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    repeat {
      turn()
      if MainLoop.runPendingEvents() == 0 {
        usleep(2_000)
      }
    } while ContinuousClock.now < deadline
    turn()
  }

  /// GTK tests run when there is a display (the README's test command runs them under Xvfb).
  nonisolated static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }
}
