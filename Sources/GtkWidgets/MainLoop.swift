//  MainLoop.swift

import CGtk

/// The GLib main loop is the main actor's executor: `install()` makes GLib drain the main dispatch
/// queue whenever work is queued on it (main-actor tasks, `await` resumptions, `DispatchQueue.main`).
@MainActor public enum MainLoop {
  private static var bridgeSource: UInt32 = 0

  /// Watches libdispatch's main-queue eventfd from the GLib loop. Idempotent.
  /// Call it before the loop runs, from the main thread, and never from inside a main-queue job
  /// that will spin a nested loop.
  public static func installDispatchBridge() {
    guard bridgeSource == 0 else { return }
    bridgeSource = cgtk_install_dispatch_bridge()
  }

  /// Runs a GLib main loop on the calling (main) thread until `quit()`; for programs without a GtkApplication.
  public static func run() {
    let loop = cgtk_main_loop_new()!
    currentLoop = loop
    cgtk_main_loop_run(loop)
    currentLoop = nil
    cgtk_main_loop_unref(loop)
  }

  public static func quit() {
    currentLoop.map { cgtk_main_loop_quit($0) }
  }

  private static var currentLoop: UnsafeMutableRawPointer?

  /// Runs pending GLib events without blocking; returns how many it ran (tests drive the loop with it).
  @discardableResult
  public static func runPendingEvents(limit: Int = 10_000) -> Int {
    var count = 0
    while count < limit && cgtk_main_pending() != 0 {
      _ = cgtk_main_iteration(0)
      count += 1
    }
    return count
  }
}
