//  AppProcess.swift

import Foundation
import Testing

/// One built app (`.build/debug/<name>`) run as a real process, for tests of what only a process shows:
/// launches forwarded over the session bus, the XDG places, desktop files. Its standard error (the log)
/// goes to a file the test reads.
final class AppProcess : @unchecked Sendable {
  static let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

  let process = Process()
  let logFile: URL

  /// Starts `name` with `arguments`; `environment` entries replace the test's own.
  init(_ name: String, _ arguments: [String], environment: [String : String] = [:], logDirectory: URL) throws {
    let binary = Self.binDirectory.appendingPathComponent(name)
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build \(name) first (swift build --build-tests builds it)")
    self.logFile = logDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).log")
    try #require(FileManager.default.createFile(atPath: self.logFile.path, contents: nil), "cannot create \(self.logFile.path)")
    self.process.executableURL = binary
    self.process.arguments = arguments
    self.process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    self.process.standardError = try FileHandle(forWritingTo: self.logFile)
    self.process.standardOutput = FileHandle.nullDevice
    try self.process.run()
  }

  var log: String { (try? String(contentsOf: self.logFile, encoding: .utf8)) ?? "" }

  /// Waits (at most `seconds`, a limit for a hung app, not a measure) until `condition` holds.
  @discardableResult
  static func wait(seconds: Double = 20, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
      guard Date() < deadline else { return false }
      usleep(50_000)
    }
    return true
  }

  /// Waits for the process to end by itself; returns its status, or nil when it did not end.
  func exitStatus(within seconds: Double = 20) -> Int32? {
    Self.wait(seconds: seconds) { !self.process.isRunning } ? self.process.terminationStatus : nil
  }

  /// Kills the process: SIGKILL, because a child inherits the test runner's blocked signals (SIGTERM among them).
  func stop() {
    if self.process.isRunning {
      kill(self.process.processIdentifier, SIGKILL)
      self.process.waitUntilExit()
    }
  }

  /// The titles of this process's mapped windows, from the X server (xdotool).
  var windowTitles: [String] {
    Self.windowTitles(pid: self.process.processIdentifier)
  }

  static func windowTitles(pid: Int32? = nil, name: String = ".") -> [String] {
    Self.windowIDs(pid: pid, name: name).map { Self.output("/usr/bin/xdotool", ["getwindowname", $0]).trimmingCharacters(in: .newlines) }
  }

  /// The X window ids of mapped windows (of process `pid`, if given) whose title matches `name`.
  static func windowIDs(pid: Int32? = nil, name: String = ".") -> [String] {
    var arguments = ["search", "--all", "--onlyvisible"]
    if let pid { arguments += ["--pid", String(pid)] }
    arguments += ["--name", name]
    return Self.output("/usr/bin/xdotool", arguments).split(separator: "\n").map(String.init)
  }

  /// Types `keys` (xdotool's names, "ctrl+q") into the window `id`: focused first, then plain XTest
  /// key events (a `--window` key is a synthetic event, which GTK may handle differently).
  static func type(_ keys: String, into id: String) {
    _ = Self.output("/usr/bin/xdotool", ["windowfocus", "--sync", id])
    _ = Self.output("/usr/bin/xdotool", ["key", "--clearmodifiers", keys])
  }

  static func output(_ executable: String, _ arguments: [String], environment: [String : String] = [:]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
