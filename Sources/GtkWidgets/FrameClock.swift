//  FrameClock.swift

import CGtk
import Dispatch

/// Work aligned with GTK's frame clock: it runs in the update phase of a window's next frame, before GTK
/// lays the window out and paints it, so any number of requests between two frames run it once.
@MainActor public enum FrameClock {
  /// Runs `body` once, at the next frame of `widget`'s window. Returns false, and schedules nothing,
  /// when the widget gets no frames (not mapped yet): the caller then runs the work another way.
  /// If GTK drops the callback before a frame (the widget unrealized), `body` runs on the main queue instead.
  public static func onNextFrame(of widget: GtkWidgetPointer, _ body: @escaping @MainActor () -> Void) -> Bool {
    guard cgtk_widget_has_frames(widget) != 0 else { return false }
    _ = cgtk_widget_add_tick(widget, tickTrampoline, Unmanaged.passRetained(RunOnce(body)).toOpaque(), releaseRunOnce)
    return true
  }
}

extension FrameClock {
  /// Runs `body` once, after the next paint of `widget`'s window, with that frame's number and the time
  /// from the start of its layout phase to the end of its paint; false when the widget has no frame
  /// clock (not realized).
  public static func afterNextPaint(
    of widget: GtkWidgetPointer,
    _ body: @escaping @MainActor (_ frame: Int, _ layoutAndPaint: Duration) -> Void
  ) -> Bool {
    guard let clock = cgtk_widget_get_frame_clock(widget) else { return false }
    let watch = PaintWatch()
    watch.layout = Signal.connect(clock, "layout") {
      watch.layoutStart = watch.layoutStart ?? .now
    }
    watch.afterPaint = Signal.connect(clock, "after-paint") {
      g_signal_handler_disconnect(clock, watch.layout)
      g_signal_handler_disconnect(clock, watch.afterPaint)
      let now = ContinuousClock.now
      body(Int(gdk_frame_clock_get_frame_counter(OpaquePointer(clock))), now - (watch.layoutStart ?? now))
    }
    return true
  }
}

/// One `afterNextPaint`: its two signal handlers and when the frame's layout began.
@MainActor private final class PaintWatch {
  var layout: gulong = 0
  var afterPaint: gulong = 0
  var layoutStart: ContinuousClock.Instant?
}

/// Work that runs the first time `run` is called, and never again: a frame callback's (at the frame,
/// or when GTK drops the callback) and an app's launch work (after the first paint or a deadline).
@MainActor package final class RunOnce {
  private var body: (@MainActor () -> Void)?

  package init(_ body: @escaping @MainActor () -> Void) {
    self.body = body
  }

  package func run() {
    let body = self.body
    self.body = nil
    body?()
  }

  /// GTK dropped the callback: run the work outside GTK's unrealize, on the main queue.
  func runLaterIfPending() {
    guard let body = self.body else { return }
    self.body = nil
    DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
  }
}

private let tickTrampoline: GtkTickCallback = { _, _, data in
  let work = Unmanaged<RunOnce>.fromOpaque(data!).takeUnretainedValue()
  MainActor.assumeIsolated { work.run() }
  return 0  // G_SOURCE_REMOVE: once per request
}

private let releaseRunOnce: GDestroyNotify = { data in
  guard let data else { return }
  let work = Unmanaged<RunOnce>.fromOpaque(data).takeRetainedValue()
  MainActor.assumeIsolated { work.runLaterIfPending() }
}
