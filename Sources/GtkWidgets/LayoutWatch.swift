//  LayoutWatch.swift

import CGtk

/// Runs a body in every frame of a widget's window after GTK has laid the window out and before it paints
/// it: what the body changes is what that frame shows. (A change that needs a new layout makes the frame
/// clock run the layout phase again before painting.)
@MainActor final class LayoutWatch {
  private let widget: GtkWidgetPointer
  private let body: @MainActor () -> Void
  /// The frame clock watched (referenced, so the handler can be disconnected), and the handler.
  private var clock: UnsafeMutableRawPointer?
  private var handler: gulong = 0

  init(widget: GtkWidgetPointer, body: @escaping @MainActor () -> Void) {
    self.widget = widget
    self.body = body
  }

  /// Watches the frame clock the widget has now (a widget realized in another window gets another one).
  /// Returns false, watching nothing, when the widget gets no frames (not mapped).
  func watch() -> Bool {
    guard cgtk_widget_has_frames(self.widget) != 0, let current = cgtk_widget_get_frame_clock(self.widget) else {
      self.stop()
      return false
    }
    guard current != self.clock else { return true }
    self.stop()
    self.clock = cgtk_ref(current)
    self.handler = Signal.connectAfter(current, "layout", self.body)
    return true
  }

  func stop() {
    guard let clock = self.clock else { return }
    cgtk_disconnect(clock, self.handler)
    cgtk_unref(clock)
    self.clock = nil
  }

  isolated deinit {
    self.stop()
  }
}
