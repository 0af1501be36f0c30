//  MainActorBridgeTests.swift

import Foundation
import Testing

/// The GLib main loop drains the main actor: checked in a real process (`gtk-loop-probe`), whose main
/// thread runs GLib, because the test runner's own main actor does not run on the main thread.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"))
struct MainActorBridgeTests {
  struct ProbeResult : Decodable {
    var taskOnMainThread: Bool
    var taskLatencyMilliseconds: Double
    var dispatchOnMainThread: Bool
    var awaitResumedOnMainThread: Bool
    var completed: Bool
  }

  @Test func mainActorWorkFromABackgroundThreadRunsOnTheGtkThreadPromptly() throws {
    let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let probe = binDirectory.appendingPathComponent("gtk-loop-probe")
    try #require(FileManager.default.isExecutableFile(atPath: probe.path), "build gtk-loop-probe first")
    let process = Process()
    process.executableURL = probe
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    process.waitUntilExit()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    #expect(process.terminationStatus == 0)
    let result = try JSONDecoder().decode(ProbeResult.self, from: data)
    #expect(result.completed)
    #expect(result.taskOnMainThread)
    #expect(result.dispatchOnMainThread)
    #expect(result.awaitResumedOnMainThread)
    // Promptly: woken by the eventfd, not by a polling timer (generous bound for a loaded CI machine).
    #expect(result.taskLatencyMilliseconds < 250)
  }
}
