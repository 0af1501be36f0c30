//  Probes.swift
//  Instruction counts (callgrind), comparable between runs on a shared machine where times are not:
//  `benchmarks --instructions` runs each probe in a child process under `valgrind --tool=callgrind`
//  that counts only inside `probeLoop` (set-up excluded) and divides by the probe's iterations.

import Foundation
import DeclarativeViews
import ImmutableData
import ImmutableUI
import QuakesData

/// Runs `body` `iterations` times; the only code callgrind counts (`--toggle-collect=*probeLoop*`).
@inline(never) @MainActor func probeLoop(_ iterations: Int, _ body: (Int) throws -> Void) rethrows {
  for iteration in 0 ..< iterations {
    try body(iteration)
  }
}

@MainActor enum Probes {
  /// Set by `--instructions`: items then ask for counts, each probe measured once.
  static var isEnabled = false
  private static var cache: [String: Double?] = [:]

  /// Each probe's iterations and a set-up that returns the body to count.
  static let all: [String: (iterations: Int, setUp: @MainActor () -> (Int) throws -> Void)] = [
    "dispatch": (10_000, {
      let store = Store(initialState: BenchState(), reducer: benchReduce)
      return { _ in try store.dispatch(action: .increment) }
    }),
    "seedDispatch": (10_000, {
      let store = SeedStore(initialState: BenchState(), reducer: benchReduce)
      return { _ in try store.dispatch(action: .increment) }
    }),
    // Dispatch with listener streams open (nobody reads them during the count: the elements are kept,
    // as both stores keep every element by default).
    "dispatchStreams1": (10_000, { StoreBenchmarks.dispatchWithStreams(1) }),
    "seedDispatchStreams1": (10_000, { StoreBenchmarks.seedDispatchWithStreams(1) }),
    "dispatchStreams10": (10_000, { StoreBenchmarks.dispatchWithStreams(10) }),
    "seedDispatchStreams10": (10_000, { StoreBenchmarks.seedDispatchWithStreams(10) }),
    "flush100": (200, {
      let (store, scheduler, center, _) = StoreBenchmarks.makeCenter(count: 100, affected: 100)
      return { _ in
        withExtendedLifetime(center) {}
        try store.dispatch(action: .increment)
        scheduler.runPending()
      }
    }),
    "flush10000": (20, {
      let (store, scheduler, center, _) = StoreBenchmarks.makeCenter(count: 10_000, affected: 100)
      return { _ in
        withExtendedLifetime(center) {}
        try store.dispatch(action: .increment)
        scheduler.runPending()
      }
    }),
    "cancel": (10_000, {
      let (_, _, center, subscriptions) = StoreBenchmarks.makeCenter(count: 10_000, affected: 100)
      return { index in
        withExtendedLifetime(center) {}
        subscriptions[index].cancel()
      }
    }),
    "subscribe": (10_000, {
      let (store, scheduler, center, _) = StoreBenchmarks.makeCenter(count: 0, affected: 0)
      let dependency = AnyDependencySelector(DependencySelector<BenchState, Int>(select: StreamSubscribers.other))
      var kept: [Subscription<BenchState, BenchAction, Int>] = []
      kept.reserveCapacity(10_000)
      return { _ in
        withExtendedLifetime((store, scheduler)) {}
        kept.append(center.subscribe(dependencies: [dependency], output: OutputSelector(select: StreamSubscribers.other)))
      }
    }),
    "updateOneQuake": (1_000, {
      let quakes = QuakesBenchmarks.makeQuakes(count: 100_000)
      let state = QuakesState(quakes: quakes)
      let updates = (0 ..< 1_000).map { QuakesAction.data(.cacheDidLoadRecent([QuakesBenchmarks.revised(quakes[($0 * 7_919) % quakes.count], by: 1)])) }
      return { iteration in blackHole(QuakesReducer.reduce(state: state, action: updates[iteration])) }
    }),
    "mergeFeed": (1, {
      let (state, action, feedIds) = QuakesBenchmarks.feedMerge(count: 100_000, feedCount: 10_000)
      return { _ in
        let next = QuakesReducer.reduce(state: state, action: action)
        blackHole(QuakesChanges.between(state.quakes, next.quakes, among: feedIds))
      }
    }),
    "quakesQuery": (30, {
      let (state, queries) = Self.quakesQueries()
      return { iteration in blackHole(QuakesSelectors.selectQuakes(query: queries[iteration % queries.count])(state)) }
    }),
    "quakesScan": (6, {
      let (state, queries) = Self.quakesQueries()
      return { iteration in blackHole(QuakesWindowBenchmark.scan(state, queries[iteration % queries.count])) }
    }),
    "reconcileUpdate": (1, {
      ReconcilerBenchmarks.warmUp()
      let (before, after) = ReconcilerBenchmarks.views(count: 10_000)
      let reconciler = Reconciler(backend: CountingBackend())
      let mounted = reconciler.mount(before)
      // The old description is freed after the counted loop, as the new one is built before it: the
      // update is compared with a mount, which neither builds nor frees a description
      // ("reconcileRelease" counts the freeing).
      return { _ in withExtendedLifetime(before) { blackHole(reconciler.update(mounted, to: after)) } }
    }),
    "reconcileRelease": (1, {
      var description: View? = ReconcilerBenchmarks.views(count: 10_000).before
      return { _ in description = nil; blackHole(description) }
    }),
    "reconcileMount": (1, {
      ReconcilerBenchmarks.warmUp()
      let (_, after) = ReconcilerBenchmarks.views(count: 10_000)
      let reconciler = Reconciler(backend: CountingBackend())
      return { _ in blackHole(reconciler.mount(after)) }
    }),
    "animalsRename": (20, {
      guard let fixture = AnimalsWindowBenchmark.Fixture() else { fatalError("the Animals window did not show its animals (DISPLAY?)") }
      return { iteration in fixture.rename(iteration) }
    }),
    "animalsRenameEverything": (20, {
      guard let fixture = AnimalsWindowBenchmark.Fixture() else { fatalError("the Animals window did not show its animals (DISPLAY?)") }
      return { iteration in fixture.renameRenderingEverything(iteration) }
    }),
    "componentUnchanged": (20, {
      guard let fixture = ComponentBenchmark.Fixture() else { fatalError("no display") }
      fixture.renderAgain()
      return { _ in fixture.renderAgain() }
    }),
    "componentWindowAlone": (20, {
      guard let fixture = ComponentBenchmark.Fixture(count: 0) else { fatalError("no display") }
      fixture.renderAgain()
      return { _ in fixture.renderAgain() }
    }),
    "reconcileUnchanged": (10_000, {
      let (before, _) = ReconcilerBenchmarks.views(count: 10_000)
      let (same, _) = ReconcilerBenchmarks.views(count: 10_000)
      let reconciler = Reconciler(backend: CountingBackend())
      let mounted = reconciler.mount(before)
      // One update of 10,000 unchanged children, counted per child (the loop runs it on the first iteration).
      return { iteration in
        if iteration == 0 { blackHole(reconciler.update(mounted, to: same)) }
      }
    }),
  ]

  /// 100,000 quakes and queries a window makes while the user types (one day, magnitude order).
  static func quakesQueries() -> (QuakesState, [QuakesQuery]) {
    let state = QuakesState(quakes: QuakesBenchmarks.makeQuakes(count: 100_000))
    let queries = ["a", "al", "ala"].map { text in
      QuakesQuery(searchText: text, day: QuakeDay(year: 2024, month: 3, day: 10), sort: QuakesSort(key: .magnitude), calendar: QuakesBenchmarks.calendar)
    }
    return (state, queries)
  }

  /// `--probe NAME` (in the child process): sets up, then runs the counted loop.
  static func run(_ name: String) throws -> Never {
    guard let probe = Self.all[name] else {
      FileHandle.standardError.write(Data("benchmarks: no probe named \(name)\n".utf8))
      exit(2)
    }
    let body = probe.setUp()
    try probeLoop(probe.iterations, body)
    exit(0)
  }

  /// Instructions per iteration of probe `name`, or nil without valgrind (or when not enabled and not
  /// `always`: the quick run counts the few probes whose targets are stated in instructions).
  static func instructions(_ name: String, always: Bool = false) -> Double? {
    guard Self.isEnabled || always, let probe = Self.all[name] else { return nil }
    if let cached = Self.cache[name] {
      return cached
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-callgrind-\(getpid())-\(name).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*probeLoop*",
      "--callgrind-out-file=\(output.path)", Bundle.main.executablePath ?? CommandLine.arguments[0], "--probe", name,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var result: Double?
    if (try? process.run()) != nil {
      process.waitUntilExit()
      if process.terminationStatus == 0, let text = try? String(contentsOf: output, encoding: .utf8),
         let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
         let total = line.split(separator: " ").last.flatMap({ Double($0) }) {
        result = total / Double(probe.iterations)
      }
    }
    Self.cache[name] = result
    return result
  }

  /// "measured / baseline" instructions per operation, for the table's instructions column.
  static func counts(measured: String, baseline: String? = nil, always: Bool = false) -> String {
    guard Self.isEnabled || always else { return "-" }
    func text(_ name: String?) -> String {
      guard let name else { return "-" }
      return Self.instructions(name, always: always).map { Format.count(Int($0.rounded())) } ?? "n/a"
    }
    return baseline == nil ? text(measured) : "\(text(measured)) / \(text(baseline))"
  }
}
