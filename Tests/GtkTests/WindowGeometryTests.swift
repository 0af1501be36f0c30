//  WindowGeometryTests.swift

import AppShell
import AppSupport
import CGtk
import CounterData
import CounterUI
import Foundation
import GtkWidgets
import ImmutableUI
import TestSupport
import Testing

extension GtkSuite {
/// An app's window opens at the size the last closed window had, in this run and the next; a file the
/// app did not write is left as it is and the window opens at its own size.
@MainActor @Suite
struct WindowGeometryTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "window-geometry-gtk-tests")
  }

  private var file: WindowGeometryFile {
    WindowGeometryFile(directory: self.directory.url)
  }

  /// A Counter app (a new run) that remembers in the test's directory.
  private func launch() -> GtkApp<CounterState, CounterAction> {
    let app = CounterApp.make(store: CounterApp.makeStore(), scheduler: ManualScheduler())
    app.windowGeometry = WindowGeometryMemory(file: self.file)
    _ = app.startWithoutApplication()
    return app
  }

  private static func size(of window: any WindowHosting) throws -> (Int, Int) {
    let widget = UnsafeMutableRawPointer(try #require(window.root?.widget)).assumingMemoryBound(to: GtkWindow.self)
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(widget, &width, &height)
    return (Int(width), Int(height))
  }

  /// Resizes as the user would: GTK keeps a window's default size at the size the user gave it.
  private static func resize(_ window: any WindowHosting, to width: Int, _ height: Int) throws {
    cgtk_window_set_default_size(try #require(window.root?.widget), Int32(width), Int32(height))
  }

  @Test func aWindowOpensAtTheSizeTheLastOneClosedWith() throws {
    let app = self.launch()
    let first = app.openWindow()
    let own = try Self.size(of: first)
    try Self.resize(first, to: 640, 520)
    first.close()
    #expect(try self.file.load() == WindowGeometry(width: 640, height: 520, isMaximized: false))

    let second = app.openWindow()
    defer { second.close() }
    #expect(try Self.size(of: second) == (640, 520))
    #expect(own != (640, 520))
  }

  @Test func theNextRunRemembers() throws {
    do {
      let app = self.launch()
      let window = app.openWindow()
      try Self.resize(window, to: 700, 450)
      window.close()
    }
    let app = self.launch()
    let window = app.openWindow()
    defer { window.close() }
    #expect(try Self.size(of: window) == (700, 450))
  }

  @Test func aFileTheAppDidNotWriteIsLeftAsItIs() throws {
    let foreign = Data(#"{"format":"org.other.App","width":700,"height":450}"#.utf8)
    try foreign.write(to: self.file.url)
    let app = self.launch()
    #expect(app.windowGeometry?.mayWrite == false)
    let window = app.openWindow()
    #expect(try Self.size(of: window) != (700, 450))
    try Self.resize(window, to: 640, 520)
    window.close()
    #expect(try Data(contentsOf: self.file.url) == foreign)
  }
}
}
