//  StartupBenchmark.swift
//  Item 9: from spawning an app to its first window mapped on the current display.
//  The window is found by title with `xdotool search --onlyvisible` (or `xwininfo -name`), polled every
//  few milliseconds; the baseline is this executable opening one bare GtkWindow (`--bare-window`).

import CGtk
import Foundation
import GtkRuntime

@MainActor enum StartupBenchmark {
  /// `benchmarks --bare-window TITLE`: GTK init, one empty window, the main loop. The baseline app.
  static func runBareWindow(title: String) -> Never {
    guard cgtk_init_check() != 0 else {
      FileHandle.standardError.write(Data("benchmarks: no display\n".utf8))
      exit(1)
    }
    let window = cgtk_window_new()!
    cgtk_window_set_title(window, title)
    cgtk_window_set_default_size(window, 400, 300)
    cgtk_window_present(window)
    MainLoop.run()
    exit(0)
  }

  static func which(_ tool: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(directory)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) {
        return path
      }
    }
    return nil
  }

  /// Whether a viewable top-level window titled exactly `title` exists.
  static func isMapped(title: String, xdotool: String?, xwininfo: String?) -> Bool {
    if let xdotool {
      let (status, _) = self.run(xdotool, ["search", "--onlyvisible", "--name", "^\(title)$"])
      return status == 0
    }
    if let xwininfo {
      let (status, output) = self.run(xwininfo, ["-name", title])
      return status == 0 && output.contains("IsViewable")
    }
    return false
  }

  static func run(_ path: String, _ arguments: [String]) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (-1, "")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Spawns `path`, polls until its window titled `title` is mapped; kills it and waits for it to end.
  static func timeToMappedWindow(_ path: String, _ arguments: [String], title: String, environment: [String : String], xdotool: String?, xwininfo: String?, timeout: Duration = .seconds(20)) -> Duration? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try process.run()
    } catch {
      return nil
    }
    defer {
      // SIGKILL, not SIGTERM: a child spawned from a libdispatch worker thread inherits its blocked
      // signal mask, and a blocked SIGTERM would leave it running.
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
    }
    while clock.now - start < timeout {
      if self.isMapped(title: title, xdotool: xdotool, xwininfo: xwininfo) {
        return clock.now - start
      }
      if !process.isRunning {
        return nil
      }
      usleep(3_000)
    }
    return nil
  }

  static func median(_ path: String, _ arguments: [String], title: String, runs: Int, environment: [String : String], xdotool: String?, xwininfo: String?) -> Duration? {
    // One untimed run warms the page cache and GTK's caches.
    guard self.timeToMappedWindow(path, arguments, title: title, environment: environment, xdotool: xdotool, xwininfo: xwininfo) != nil else { return nil }
    var samples: [Duration] = []
    for _ in 0 ..< runs {
      guard let time = self.timeToMappedWindow(path, arguments, title: title, environment: environment, xdotool: xdotool, xwininfo: xwininfo) else { return nil }
      samples.append(time)
    }
    return samples.sorted()[samples.count / 2]
  }

  static func run(_ configuration: Configuration, report: Report) {
    guard GtkListBenchmark.hasDisplay else {
      report.skip("9", "start-up to first mapped window", reason: "no DISPLAY (run under xvfb-run)")
      return
    }
    let xdotool = self.which("xdotool")
    let xwininfo = self.which("xwininfo")
    guard xdotool != nil || xwininfo != nil else {
      report.skip("9", "start-up to first mapped window", reason: "neither xdotool nor xwininfo installed (apt install xdotool)")
      return
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let directory = executable.deletingLastPathComponent()
    // A private data directory: no cache to load (Quakes), no user files touched.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-startup-\(getpid())")
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] = home.path
    environment["GSETTINGS_BACKEND"] = "memory"
    environment["GTK_A11Y"] = "none"

    let runs = configuration.startupRuns
    let apps: [(name: String, binary: String, arguments: [String], title: String, target: Duration)] = [
      ("Counter", "counter", [], "Counter", .milliseconds(300)),
      ("Quakes", "quakes", ["--data-dir", home.appendingPathComponent("quakes").path,
                            "--feed-url", home.appendingPathComponent("no-feed.geojson").path], "Earthquakes", .seconds(1)),
    ]
    var baseline: Duration?? = .none
    for app in apps {
      let path = directory.appendingPathComponent(app.binary).path
      guard FileManager.default.isExecutableFile(atPath: path) else {
        report.skip("9", "\(app.name): start-up to first mapped window", reason: "no `\(app.binary)` next to the benchmarks binary (build it with the same configuration)")
        continue
      }
      if case .none = baseline {
        baseline = .some(self.median(executable.path, ["--bare-window", "Benchmark bare window"], title: "Benchmark bare window", runs: runs,
                                     environment: environment, xdotool: xdotool, xwininfo: xwininfo))
      }
      let baseline = baseline ?? nil
      guard let measured = self.median(path, app.arguments, title: app.title, runs: runs, environment: environment, xdotool: xdotool, xwininfo: xwininfo) else {
        report.skip("9", "\(app.name): start-up to first mapped window", reason: "its window did not map within 20 s")
        continue
      }
      report.add("9", "\(app.name): start-up to first mapped window", value: Format.time(measured), baseline: baseline.map(Format.time) ?? "n/a",
                 ratio: baseline.map { Format.ratio(baseline: $0, measured: measured) } ?? "-",
                 target: "≤ \(Format.time(app.target))", met: measured <= app.target)
    }
    report.note("9: median of \(runs) launches after one warm-up, polled with \(xdotool != nil ? "xdotool search --onlyvisible" : "xwininfo -name") every ~3 ms (each poll spawns a process, so the resolution is a few ms); baseline is a bare GtkWindow (GTK init + one window, no store, no reconciler) from this executable. Quakes starts with an empty data directory and a feed file that does not exist (no network).")
  }
}
