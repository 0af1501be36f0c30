//  main.swift
//  `benchmarks [--quick] [--only 1,2,...] [--instructions]` (see BenchmarkOptions): measures the store,
//  the selectors, the reconciler and the apps at scale and prints a table (see BENCHMARKS.md). Timing never fails the run; only a crash does.

import Foundation

let options = BenchmarkOptions.parseOrExit()

if let title = options.bareWindow {
  StartupBenchmark.runBareWindow(title: title)
}

if let folder = options.writeQuakesCache {
  MainActor.assumeIsolated { MillionQuakesBenchmark.writeCache(into: URL(fileURLWithPath: folder), count: options.quakeCount) }
}

if let probe = options.probe {
  try MainActor.assumeIsolated { try Probes.run(probe) }
}

// A flood child (item 8 in a fresh process) runs no other item.
let only: Set<Int>? = options.floodChild != nil ? [] : options.only
let configuration = Configuration(quick: options.quick, only: only)
MainActor.assumeIsolated { Probes.isEnabled = options.instructions }

// The synchronous items run first, on the process's main thread. The asynchronous ones (streams with
// consumer tasks) run after `dispatchMain()`, when libdispatch worker threads drain the main queue: GTK
// (item 7) expects its own thread, and apps spawned from a worker thread (item 9) would inherit its
// blocked signal mask.
let synchronousItems: [(Int, String)] = [
  (3, "update one quake"), (4, "merge a feed"), (5, "list selector"), (6, "reconciler"), (7, "GTK list"), (9, "start-up"), (10, "dispatch to screen"), (11, "Animals window"), (12, "inspector at scale"), (13, "a year of quakes"),
]
let asynchronousItems: [(Int, String)] = [(1, "dispatch"), (2, "burst"), (8, "flood")]

func progress(_ item: Int, _ name: String) {
  FileHandle.standardError.write(Data("\(item). \(name)\n".utf8))
}

@MainActor func finish(_ report: Report, started: ContinuousClock.Instant) -> Never {
  #if DEBUG
  let build = "debug build: timings are not representative"
  #else
  let build = "release build"
  #endif
  print("ImmutableData for GTK benchmarks (\(configuration.quick ? "quick" : "full") mode, \(build), \(Format.time(ContinuousClock.now - started)) in all)")
  print("ratio = baseline ÷ measured (> 1: better than the baseline); met? compares with the issue's target (timing never fails the run)")
  print("")
  print(report.render())
  exit(0)
}

func fail(_ error: any Error) -> Never {
  FileHandle.standardError.write(Data("benchmarks: \(error)\n".utf8))
  exit(1)
}

let started = ContinuousClock.now
let report = MainActor.assumeIsolated { Report() }
do {
  try MainActor.assumeIsolated {
    for (item, name) in synchronousItems where configuration.runs(item) {
      progress(item, name)
      switch item {
      case 3: QuakesBenchmarks.updateOne(configuration, report: report)
      case 4: QuakesBenchmarks.mergeFeed(configuration, report: report)
      case 5:
        try QuakesBenchmarks.listSelector(configuration, report: report)
        QuakesWindowBenchmark.run(configuration, report: report)
      case 6: ReconcilerBenchmarks.run(configuration, report: report)
      case 7: try GtkListBenchmark.run(configuration, report: report)
      case 9: StartupBenchmark.run(configuration, report: report)
      case 10: FrameLatencyBenchmark.run(configuration, report: report)
      case 11: AnimalsWindowBenchmark.run(configuration, report: report)
      case 12: InspectorBenchmark.run(configuration, report: report)
      case 13: MillionQuakesBenchmark.run(configuration, report: report)
      default: break
      }
    }
  }
} catch {
  fail(error)
}

Task { @MainActor in
  do {
    if let policy = options.floodChild {
      try await StoreBenchmarks.floodChild(policy: policy, count: options.floodCount)
    }
    for (item, name) in asynchronousItems where configuration.runs(item) {
      progress(item, name)
      switch item {
      case 1: try await StoreBenchmarks.dispatch(configuration, report: report)
      case 2: try await StoreBenchmarks.burst(configuration, report: report)
      case 8: try await StoreBenchmarks.flood(configuration, report: report)
      default: break
      }
    }
  } catch {
    fail(error)
  }
  finish(report, started: started)
}
dispatchMain()
