//  GtkSuite.swift

import Testing

/// Every suite that drives real GTK widgets in-process, run one test at a time: they share one display,
/// one GLib main loop and the main actor, and a test awaiting I/O must not let another suite's windows
/// run in between (that has stalled runs for minutes). Plain `swift test` is safe with them too.
@MainActor @Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"))
enum GtkSuite {}
