//  StartupBenchmark.swift
//  Item 9: from spawning an app to its first window mapped on the current display.
//  The window is seen mapping through a MapNotify event on the root window (libX11 loaded at run time);
//  without libX11, by polling `xdotool search --onlyvisible` (or `xwininfo -name`). The baseline is
//  this executable opening one bare GtkWindow (`--bare-window`).

import CGtk
import Foundation
import GtkWidgets

/// Watches the display for top-level windows being mapped (MapNotify on the root window), with libX11
/// loaded at run time: event-driven, so the time is exact to the event, unlike polling a tool.
final class MapWatcher {
  private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
  private typealias DefaultRoot = @convention(c) (OpaquePointer) -> UInt
  private typealias SelectInput = @convention(c) (OpaquePointer, UInt, Int) -> Int32
  private typealias Pending = @convention(c) (OpaquePointer) -> Int32
  private typealias NextEvent = @convention(c) (OpaquePointer, UnsafeMutableRawPointer) -> Int32
  private typealias FetchName = @convention(c) (OpaquePointer, UInt, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32
  private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
  private typealias Flush = @convention(c) (OpaquePointer) -> Int32
  private typealias ConnectionNumber = @convention(c) (OpaquePointer) -> Int32
  private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32

  private let display: OpaquePointer
  private let pending: Pending
  private let nextEvent: NextEvent
  private let fetchName: FetchName
  private let free: Free
  private let closeDisplay: CloseDisplay
  private let connection: Int32
  /// Mapped windows whose name was not set yet when they were mapped.
  private var unnamed: [UInt] = []

  init?() {
    guard let library = dlopen("libX11.so.6", RTLD_NOW) else { return nil }
    func symbol<T>(_ name: String, _ type: T.Type) -> T? {
      dlsym(library, name).map { unsafeBitCast($0, to: type) }
    }
    guard let open = symbol("XOpenDisplay", OpenDisplay.self), let root = symbol("XDefaultRootWindow", DefaultRoot.self),
      let select = symbol("XSelectInput", SelectInput.self), let pending = symbol("XPending", Pending.self),
      let nextEvent = symbol("XNextEvent", NextEvent.self), let fetchName = symbol("XFetchName", FetchName.self),
      let free = symbol("XFree", Free.self), let flush = symbol("XFlush", Flush.self),
      let connection = symbol("XConnectionNumber", ConnectionNumber.self), let close = symbol("XCloseDisplay", CloseDisplay.self),
      let display = open(nil)
    else { return nil }
    self.display = display
    self.pending = pending
    self.nextEvent = nextEvent
    self.fetchName = fetchName
    self.free = free
    self.closeDisplay = close
    self.connection = connection(display)
    _ = select(display, root(display), 1 << 19)  // SubstructureNotifyMask: children of the root mapped
    _ = flush(display)
  }

  deinit {
    _ = self.closeDisplay(self.display)
  }

  private func name(of window: UInt) -> String? {
    var name: UnsafeMutablePointer<CChar>?
    guard self.fetchName(self.display, window, &name) != 0, let name else { return nil }
    defer { _ = self.free(name) }
    return String(cString: name)
  }

  /// Waits up to `milliseconds` for events; true once a window titled `title` is mapped.
  func waitForMap(title: String, milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: self.connection, events: Int16(POLLIN), revents: 0)
    if self.pending(self.display) == 0 {
      _ = poll(&descriptor, 1, milliseconds)
    }
    var event = [UInt8](repeating: 0, count: 256)  // XEvent is 192 bytes
    while self.pending(self.display) > 0 {
      let (type, window) = event.withUnsafeMutableBytes { bytes -> (Int32, UInt) in
        _ = self.nextEvent(self.display, bytes.baseAddress!)
        // XMapEvent: int type; unsigned long serial; Bool send_event; Display *display; Window event; Window window.
        return (bytes.load(as: Int32.self), bytes.load(fromByteOffset: 40, as: UInt.self))
      }
      if type == 19 {  // MapNotify
        self.unnamed.append(window)
      }
    }
    for (index, window) in self.unnamed.enumerated() {
      if let name = self.name(of: window) {
        if name == title {
          return true
        }
        self.unnamed.remove(at: index)
        break
      }
    }
    return false
  }
}

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
    // Watch for the map before spawning, so the event cannot be missed.
    let watcher = MapWatcher()
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
      if let watcher {
        if watcher.waitForMap(title: title, milliseconds: 5) {
          return clock.now - start
        }
      } else {
        if self.isMapped(title: title, xdotool: xdotool, xwininfo: xwininfo) {
          return clock.now - start
        }
        usleep(3_000)
      }
      if !process.isRunning {
        return nil
      }
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
    let hasXlib = MapWatcher() != nil
    guard hasXlib || xdotool != nil || xwininfo != nil else {
      report.skip("9", "start-up to first mapped window", reason: "no libX11 display connection, and neither xdotool nor xwininfo installed")
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
    report.note("9: median of \(runs) launches after one warm-up, \(hasXlib ? "detected by a MapNotify event on the root window (libX11, event-driven)" : "polled with \(xdotool != nil ? "xdotool search --onlyvisible" : "xwininfo -name") (a poll that finds nothing takes ~25 ms, so that is the resolution)"); baseline is a bare GtkWindow (GTK init + one window, no store, no reconciler) from this executable. Quakes starts with an empty data directory and a feed file that does not exist (no network). Apps run with GTK_A11Y=none and GSETTINGS_BACKEND=memory.")
  }
}
