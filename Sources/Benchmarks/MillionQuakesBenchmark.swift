//  MillionQuakesBenchmark.swift
//  Item 13: the Quakes app on a cache of a year of quakes (1,000,000; 50,000 in quick mode): the launch
//  to a mapped window, the load to the painted list (with its progress), the memory the state takes
//  against the data's raw size, and target 1's events in that window.

import AppShell
import CGtk
import Dispatch
import Foundation
import GtkWidgets
import ImmutableData
import QuakesData
import QuakesPersistence
import QuakesUI

@MainActor enum MillionQuakesBenchmark {
  static func count(_ configuration: Configuration) -> Int {
    configuration.quick ? 50_000 : 1_000_000
  }

  /// A feed that has nothing: the launch must not fetch.
  struct NoFeed : QuakesFeedClient {
    func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport {
      throw CancellationError()
    }
  }

  /// Runs `body` on the cooperative pool and waits for it on this (the main) thread, which GTK owns.
  static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    nonisolated(unsafe) var result: Result<T, any Error>?
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      do { result = .success(try await body()) } catch { result = .failure(error) }
      done.signal()
    }
    done.wait()
    return try result!.get()
  }

  /// `benchmarks --write-quakes-cache FOLDER [--quake-count N]`.
  static func writeCache(into folder: URL, count: Int) -> Never {
    do {
      try self.wait { try await QuakesSQLiteCache(directory: folder).replaceAll(with: YearOfQuakes.make(count: count)) }
      print("Wrote \(Format.count(count)) quakes into \(folder.path): quakes --cache-dir \(folder.path)")
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("benchmarks: could not write the cache: \(error)\n".utf8))
      exit(1)
    }
  }

  static func fileSize(_ folder: URL) -> Int {
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])) ?? []
    return files.reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
  }

  /// The bytes of the quakes' own values: the fields and their texts' UTF-8, nothing shared.
  static func rawSize(_ quakes: [Quake]) -> Int {
    quakes.reduce(0) { sum, quake in
      sum + 8 * 7 + quake.quakeId.utf8.count + quake.name.utf8.count + (quake.pageAddress?.utf8.count ?? 0)
    }
  }

  static func run(_ configuration: Configuration, report: Report) {
    guard GtkListBenchmark.hasDisplay else {
      report.skip("13", "a year of quakes", reason: "no DISPLAY (run under xvfb-run)")
      return
    }
    let count = self.count(configuration)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-million-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    var quakes: [Quake]? = YearOfQuakes.make(count: count)
    let raw = self.rawSize(quakes!)
    let writeStart = ContinuousClock.now
    do {
      try self.wait { [quakes] in try await QuakesSQLiteCache(directory: folder).replaceAll(with: quakes!) }
    } catch {
      report.skip("13", "a year of quakes", reason: "the cache could not be written: \(error)")
      return
    }
    let written = ContinuousClock.now - writeStart
    let listedDay = QuakeDay(year: 2024, month: 12, day: 31)
    let listed = quakes!.filter { QuakeDay($0.time, calendar: QuakesBenchmarks.calendar) == listedDay }
    quakes = nil
    report.note("13: a cache of \(Format.count(count)) generated quakes (a year, YearOfQuakes: Gutenberg–Richter magnitudes, clustered regions and aftershocks; \(Format.count(listed.count)) on the listed day), \(Format.bytes(Double(self.fileSize(folder)))) on disk, written in \(Format.time(written)) through QuakesSQLiteCache.replaceAll. 13a: spawning `quakes --cache-dir` on it to its window mapped (MapNotify), median of \(configuration.startupRuns) after a warm-up. 13j–13o: in this process, the app made as its main makes it (the SQLite cache, the listener) and its window opened: to the first painted frame, to the frame painted with the listed (newest) day's quakes, which a cache of 100,000 or more reads first (the last 48 hours before its newest quake), to the load of every quake, to the frame painted with all of them, and how many progress reports the window showed meanwhile. 13n: the heap the state holds once loaded (quakes, index, tree), against the raw size of the quakes' values (fields and texts). 13b–13i: item 10's events in that window.")

    self.launch(folder: folder, count: count, runs: configuration.startupRuns, report: report)

    MainLoop.installDispatchBridge()
    Memory.trim()
    let heapBefore = Memory.heapInUse()
    let start = ContinuousClock.now
    let store = QuakesApp.makeStore()
    let listener = QuakesListener(feed: NoFeed(), cache: QuakesSQLiteCache(directory: folder))
    listener.listen(to: store)
    let now = YearOfQuakes.firstDay.addingTimeInterval(Double(YearOfQuakes.days) * 86_400)
    let app = QuakesApp.make(store: store, calendar: QuakesBenchmarks.calendar, now: { now })
    guard app.startWithoutApplication() else {
      report.skip("13", "a year of quakes", reason: "GTK could not open the display")
      return
    }
    let window = app.openWindow()
    var firstPaint: ContinuousClock.Instant?
    var listedAt: ContinuousClock.Instant?
    var listedCount = 0
    var loaded: ContinuousClock.Instant?
    var filled: ContinuousClock.Instant?
    var progressShown = 0
    var lastProgress: QuakesLoadProgress?
    if let widget = window.root?.widget, let clock = gtk_widget_get_frame_clock(widget) {
      let instance = UnsafeMutableRawPointer(clock)
      let afterPaint = Signal.connect(instance, "after-paint") {
        firstPaint = firstPaint ?? .now
        if listedAt == nil && !store.state.quakes.isEmpty {
          listedAt = .now
          listedCount = store.state.quakes.count
        }
        if loaded != nil && filled == nil {
          filled = .now
        }
        if let progress = store.state.cacheLoadProgress, progress != lastProgress {
          lastProgress = progress
          progressShown += 1
        }
      }
      let deadline = ContinuousClock.now + .seconds(120)
      while filled == nil && ContinuousClock.now < deadline {
        if loaded == nil, store.state.cacheStatus == .success {
          loaded = .now
        }
        if cgtk_main_iteration(0) == 0 {
          usleep(200)
        }
      }
      g_signal_handler_disconnect(instance, afterPaint)
    }
    guard let firstPaint, let listedAt, let loaded, let filled else {
      report.skip("13", "a year of quakes", reason: "the window did not show the loaded quakes within 120 s")
      return
    }
    let shown = store.state.quakes.count
    report.add("13j", "  in process: app made → window's first painted frame", value: Format.time(firstPaint - start), target: "≤ 300 ms", met: firstPaint - start <= .milliseconds(300))
    let first = listedCount < shown ? "\(Format.count(listedCount)) newest quakes read first" : "a cache under 100,000 is read whole"
    report.add("13l", "  in process: app made → the list painted with the listed day (\(first))", value: Format.time(listedAt - start), target: "≤ 1.5 s", met: listedAt - start <= .milliseconds(1_500))
    report.add("13k", "  in process: app made → every quake loaded (read, checked, indexed off the main thread)", value: Format.time(loaded - start))
    report.add("13o", "  in process: app made → the frame painted with all \(Format.count(shown)) quakes (calendar, total)", value: Format.time(filled - start))
    report.add("13m", "  progress reports the window painted while loading", value: "\(progressShown)", target: "≥ 1", met: progressShown >= 1)
    Memory.trim()
    let heap = Memory.heapInUse() - heapBefore
    report.add("13n", "  heap held once loaded (state, index, window) against the quakes' raw size", value: "\(Format.bytes(Double(heap))) (raw \(Format.bytes(Double(raw))), \(String(format: "%.1f", Double(heap) / Double(raw)))×)")

    let events = FrameLatencyBenchmark.quakesEvents(window, store: store, listed: listed, runs: configuration.quick ? 5 : 20)
    window.close()
    listener.stop()
    _ = MainLoop.runPendingEvents()
    FrameLatencyBenchmark.add(FrameLatencyBenchmark.rows(of: events, prefix: "13", quakes: count), to: report)
  }

  /// 13a: spawn → mapped window, for the `quakes` executable next to this one.
  static func launch(folder: URL, count: Int, runs: Int, report: Report) {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let path = directory.appendingPathComponent("quakes").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      report.skip("13a", "Quakes launched on \(Format.count(count)) cached quakes", reason: "no `quakes` next to the benchmarks binary (build it with the same configuration)")
      return
    }
    var environment = ProcessInfo.processInfo.environment
    environment["GSETTINGS_BACKEND"] = "memory"
    environment["GTK_A11Y"] = "none"
    environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
    let arguments = ["--cache-dir", folder.path, "--feed-url", folder.appendingPathComponent("no-feed.geojson").path]
    guard let mapped = StartupBenchmark.median(path, arguments, title: "Earthquakes", runs: runs, environment: environment, xdotool: StartupBenchmark.which("xdotool"), xwininfo: StartupBenchmark.which("xwininfo")) else {
      report.skip("13a", "Quakes launched on \(Format.count(count)) cached quakes", reason: "its window did not map within 20 s")
      return
    }
    report.add("13a", "Quakes launched on \(Format.count(count)) cached quakes: spawn → window mapped", value: Format.time(mapped), target: "≤ 300 ms", met: mapped <= .milliseconds(300))
  }
}
