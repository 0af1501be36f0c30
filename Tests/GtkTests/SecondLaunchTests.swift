//  SecondLaunchTests.swift

import Foundation
import Testing

/// Launches of the real animals binary under one session bus (the test command runs under
/// dbus-run-session): the same data source opens a window in the running instance, other data gets
/// an instance of its own, and options of a forwarded launch are honoured.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"), .serialized)
struct SecondLaunchTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("second-launch-\(UUID().uuidString)")
  var home: [String : String] {
    ["HOME": self.root.path, "XDG_DATA_HOME": self.root.appendingPathComponent("data").path, "XDG_CACHE_HOME": self.root.appendingPathComponent("cache").path]
  }

  @Test func aLaunchOnOtherDataOpensThatDataAndOptionsOfALaterLaunchAreHonoured() throws {
    try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: self.root) }
    let a = self.root.appendingPathComponent("A").path
    let b = self.root.appendingPathComponent("B").path

    let first = try AppProcess("animals", ["--verbose", "--data-dir", a], environment: self.home, logDirectory: self.root)
    defer { first.stop() }
    #expect(AppProcess.wait { first.windowTitles.contains("Animals") }, "first launch shows no window: \(first.log)")

    let second = try AppProcess("animals", ["--verbose", "--data-dir=\(b)"], environment: self.home, logDirectory: self.root)
    defer { second.stop() }
    #expect(AppProcess.wait { second.windowTitles.contains("Animals") }, "a launch on B shows no window of its own: \(second.log)")
    #expect(second.process.isRunning)
    #expect(second.log.contains("data source: \(b)"))
    #expect(AppProcess.wait { FileManager.default.fileExists(atPath: b + "/animals.sqlite") })
    #expect(FileManager.default.fileExists(atPath: a + "/animals.sqlite"))
    #expect(!first.log.contains(b))

    // Same data and --inspector: the running instance opens a window and the inspector; this launch ends.
    let third = try AppProcess("animals", ["--data-dir", a, "--inspector"], environment: self.home, logDirectory: self.root)
    defer { third.stop() }
    #expect(third.exitStatus() == 0, "\(third.log)")
    #expect(AppProcess.wait { first.windowTitles.contains("Inspector — Animals") }, "\(first.log)")
    #expect(first.windowTitles.filter { $0 == "Animals" }.count == 2)
    #expect(first.log.contains("opening a window on \(a) with the inspector"))
    #expect(second.windowTitles == ["Animals"])
  }

  @Test func anUnknownOptionIsRefusedWithStatus64BeforeAnythingStarts() throws {
    try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: self.root) }
    let launch = try AppProcess("counter", ["--bogus"], environment: self.home, logDirectory: self.root)
    defer { launch.stop() }
    #expect(launch.exitStatus() == 64)
    #expect(launch.log.contains("Unknown option '--bogus'"))
  }

  @Test func animalsKeepsItsDataInTheXDGDataDirectoryAndIgnoresARelativeOne() throws {
    try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: self.root) }
    let absolute = try AppProcess("animals", ["--verbose"], environment: self.home, logDirectory: self.root)
    defer { absolute.stop() }
    let expected = self.root.appendingPathComponent("data/org.immutabledata.Animals").path
    #expect(AppProcess.wait { FileManager.default.fileExists(atPath: expected + "/animals.sqlite") }, "\(absolute.log)")
    absolute.stop()

    // The XDG spec: a relative XDG_DATA_HOME is invalid and ignored (GLib 2.74 itself would take it).
    var environment = self.home
    environment["XDG_DATA_HOME"] = "relative/data"
    let relative = try AppProcess("animals", ["--verbose"], environment: environment, logDirectory: self.root)
    defer { relative.stop() }
    let fallback = self.root.appendingPathComponent(".local/share/org.immutabledata.Animals").path
    #expect(AppProcess.wait { relative.log.contains("data source: \(fallback),") }, "\(relative.log)")
  }
}
