//  WindowGeometryProcessTests.swift

import AppSupport
import Foundation
import Testing

/// A real Counter process remembers the size its window was given (by the X server, as a window
/// manager does for a user's drag) in `$XDG_STATE_HOME/org.immutabledata.Counter/window.json`, and the
/// next launch opens its window at that size.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"), .serialized)
struct WindowGeometryProcessTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("window-geometry-process-\(UUID().uuidString)")
  var home: [String : String] {
    ["HOME": self.root.path, "XDG_STATE_HOME": self.root.appendingPathComponent("state").path]
  }

  /// The size xdotool reports for the window `id` ("700x500").
  static func size(of id: String) -> String? {
    AppProcess.output("/usr/bin/xdotool", ["getwindowgeometry", id])
      .split(separator: "\n").first { $0.contains("Geometry:") }?
      .split(separator: " ").last.map(String.init)
  }

  @Test func theNextLaunchOpensAtTheSizeTheWindowWasGiven() throws {
    try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: self.root) }
    do {
      let app = try AppProcess("counter", [], environment: self.home, logDirectory: self.root)
      defer { app.stop() }
      #expect(AppProcess.wait { app.windowTitles == ["Counter"] }, "no window: \(app.log)")
      let window = try #require(AppProcess.windowIDs(pid: app.process.processIdentifier).first)
      #expect(Self.size(of: window) != "700x500")
      _ = AppProcess.output("/usr/bin/xdotool", ["windowsize", "--sync", window, "700", "500"])
      #expect(AppProcess.wait { Self.size(of: window) == "700x500" })
      AppProcess.type("ctrl+q", into: window)
      #expect(app.exitStatus(within: 20) == 0, "\(app.log)")
    }
    let file = WindowGeometryFile(directory: self.root.appendingPathComponent("state/org.immutabledata.Counter"))
    #expect(try file.load() == WindowGeometry(width: 700, height: 500, isMaximized: false))

    let again = try AppProcess("counter", [], environment: self.home, logDirectory: self.root)
    defer { again.stop() }
    #expect(AppProcess.wait { again.windowTitles == ["Counter"] }, "no window: \(again.log)")
    let window = try #require(AppProcess.windowIDs(pid: again.process.processIdentifier).first)
    #expect(AppProcess.wait { Self.size(of: window) == "700x500" }, "opened at \(Self.size(of: window) ?? "?")")
  }
}
