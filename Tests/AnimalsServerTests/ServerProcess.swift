//  ServerProcess.swift

import Foundation
import Testing

/// An `animals-server` process (built next to the tests), on a free loopback port.
final class ServerProcess : @unchecked Sendable {
  let process: Process
  let port: Int

  var baseURL: URL {
    URL(string: "http://127.0.0.1:\(self.port)")!
  }

  static var executable: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("animals-server")
  }

  /// Runs animals-server with `arguments` to the end: its exit status and what it wrote to standard error.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = try Self.checkedExecutable()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Starts animals-server with `arguments` (and `--port 0`) and waits (at most 30 s) until it says where it serves.
  init(_ arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try Self.checkedExecutable()
    process.arguments = arguments + ["--port", "0"]
    let output = Pipe()
    // Its log goes nowhere: a pipe nobody reads would fill and stop the server.
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    self.process = process
    let text = LockedText()
    output.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      text.withLock { $0 += String(decoding: data, as: UTF8.self) }
    }
    let deadline = ContinuousClock.now + .seconds(30)
    while !text.withLock({ $0.contains("\n") }), process.isRunning, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    output.fileHandleForReading.readabilityHandler = nil
    let line: String? = text.withLock { $0.isEmpty ? nil : $0 }
    guard let line, let range = line.range(of: "at http://127.0.0.1:"),
          let port = Int(line[range.upperBound...].prefix { $0.isNumber }) else {
      process.terminate()
      throw StartFailure(output: line ?? "(nothing within 30 s)")
    }
    self.port = port
  }

  /// SIGKILL: no shutdown, no goodbye.
  func kill() {
    Foundation.kill(self.process.processIdentifier, SIGKILL)
    self.process.waitUntilExit()
  }

  func stop() {
    guard self.process.isRunning else { return }
    self.process.terminate()
    self.process.waitUntilExit()
  }

  deinit {
    if self.process.isRunning { self.kill() }
  }

  private static func checkedExecutable() throws -> URL {
    let url = Self.executable
    try #require(FileManager.default.isExecutableFile(atPath: url.path), "build animals-server first (swift build --build-tests builds it)")
    return url
  }

  private final class LockedText : @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    func withLock<T>(_ body: (inout String) -> T) -> T {
      self.lock.withLock { body(&self.text) }
    }
  }

  struct StartFailure : Error {
    let output: String
  }
}
