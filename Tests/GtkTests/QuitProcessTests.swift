//  QuitProcessTests.swift

import Foundation
import Testing

/// Quit in a real app process (the test command runs under Xvfb and dbus-run-session): Ctrl+Q typed into
/// one of two windows closes both, and the process ends by itself with status 0.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"), .serialized)
struct QuitProcessTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("quit-process-\(UUID().uuidString)")
  var home: [String : String] {
    ["HOME": self.root.path, "XDG_DATA_HOME": self.root.appendingPathComponent("data").path, "XDG_CACHE_HOME": self.root.appendingPathComponent("cache").path]
  }

  @Test func controlQClosesEveryWindowAndTheAppExitsWithStatusZero() throws {
    try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: self.root) }
    let app = try AppProcess("counter", [], environment: self.home, logDirectory: self.root)
    defer { app.stop() }
    #expect(AppProcess.wait { app.windowTitles == ["Counter"] }, "no window: \(app.log)")
    // A second launch opens a second window in the running app, and ends.
    let second = try AppProcess("counter", [], environment: self.home, logDirectory: self.root)
    defer { second.stop() }
    #expect(second.exitStatus() == 0, "\(second.log)")
    #expect(AppProcess.wait { app.windowTitles == ["Counter", "Counter"] }, "no second window: \(app.log)")

    let window = try #require(AppProcess.windowIDs(pid: app.process.processIdentifier).first)
    AppProcess.type("ctrl+q", into: window)
    // Deadlines for a hung app, not measures.
    #expect(AppProcess.wait(seconds: 20) { AppProcess.windowIDs(pid: app.process.processIdentifier).isEmpty }, "a window stayed open")
    #expect(app.exitStatus(within: 20) == 0, "\(app.log)")
  }
}
