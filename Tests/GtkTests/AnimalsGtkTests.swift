//  AnimalsGtkTests.swift

import Testing

/// All Animals GTK suites, run one test at a time: their tests await the listener's I/O, and two
/// apps waiting on one main thread at once would only slow each other down.
@MainActor @Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"))
enum AnimalsGtkTests {}
