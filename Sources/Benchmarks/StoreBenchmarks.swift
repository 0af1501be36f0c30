//  StoreBenchmarks.swift
//  Items 1, 2 and 8: dispatch and notify, a burst in one turn, a flood with a slow listener.

import Foundation
import ImmutableData
import ImmutableUI

struct BenchState : Sendable, Equatable {
  /// The slice every action changes.
  var changed = 0
  /// A slice no action changes.
  var other = 0
  var label = "benchmark"
}

enum BenchAction : Sendable, Equatable {
  case increment
}

@Sendable func benchReduce(state: BenchState, action: BenchAction) -> BenchState {
  var state = state
  state.changed &+= 1
  return state
}

/// What the seed did for each view: a main-actor task draining its own `AsyncStream` of the store,
/// re-reading the store's state on every element, recomputing the dependency and, when it changed,
/// the output. `processed` counts elements drained (so the driver knows the turn is over).
@MainActor final class StreamSubscribers {
  private(set) var processed = 0
  private(set) var recomputes: [Int]
  private(set) var notifications: [Int]
  /// Elements each consumer woke up for (and re-selected its dependency).
  private(set) var wakeUps: [Int]
  private var tasks: [Task<Void, Never>] = []

  static let changed: @Sendable (BenchState) -> Int = { state in state.changed }
  static let other: @Sendable (BenchState) -> Int = { state in state.other }

  init(store: Store<BenchState, BenchAction>, count: Int, affected: Int, policy: StreamBufferingPolicy = .unbounded) {
    self.recomputes = Array(repeating: 0, count: count)
    self.notifications = Array(repeating: 0, count: count)
    self.wakeUps = Array(repeating: 0, count: count)
    for index in 0 ..< count {
      let stream = store.makeStream(bufferingPolicy: policy)
      let dependsOnChanged = index < affected
      let dependency: @Sendable (BenchState) -> Int = dependsOnChanged ? Self.changed : Self.other
      let initial = dependency(store.state)
      self.tasks.append(Task { @MainActor in
        var lastDependency = initial
        var output = initial
        for await _ in stream {
          self.wakeUps[index] += 1
          let next = dependency(store.state)
          if next != lastDependency {
            lastDependency = next
            let newOutput = next
            self.recomputes[index] += 1
            if newOutput != output {
              output = newOutput
              self.notifications[index] += 1
            }
          }
          self.processed += 1
        }
      })
    }
  }

  /// Lets the consumer tasks run until they drained `expected` elements in all.
  func drain(until expected: Int) async {
    while self.processed < expected {
      await Task.yield()
    }
  }

  func stop() async {
    for task in self.tasks {
      task.cancel()
    }
    for task in self.tasks {
      await task.value
    }
    self.tasks.removeAll()
  }
}

@MainActor enum StoreBenchmarks {
  /// A center with `count` subscriptions, `affected` of which depend on the slice each action changes.
  static func makeCenter(count: Int, affected: Int) -> (Store<BenchState, BenchAction>, ManualScheduler, SubscriptionCenter<BenchState, BenchAction>, [Subscription<BenchState, BenchAction, Int>]) {
    let store = Store(initialState: BenchState(), reducer: benchReduce)
    let scheduler = ManualScheduler()
    let center = SubscriptionCenter(store: store, scheduler: scheduler)
    let changed = AnyDependencySelector(DependencySelector<BenchState, Int>(select: StreamSubscribers.changed))
    let other = AnyDependencySelector(DependencySelector<BenchState, Int>(select: StreamSubscribers.other))
    var subscriptions: [Subscription<BenchState, BenchAction, Int>] = []
    subscriptions.reserveCapacity(count)
    for index in 0 ..< count {
      let isAffected = index < affected
      subscriptions.append(center.subscribe(
        dependencies: [isAffected ? changed : other],
        output: OutputSelector<BenchState, Int>(select: isAffected ? StreamSubscribers.changed : StreamSubscribers.other)
      ))
    }
    return (store, scheduler, center, subscriptions)
  }

  // MARK: Item 1

  static func dispatch(_ configuration: Configuration, report: Report) async throws {
    let repetitions = configuration.repetitions

    // 0 subscriptions: the store alone (no observer, no stream) against the seed's minimal store,
    // interleaved repetitions so both see the same load.
    do {
      let store = Store(initialState: BenchState(), reducer: benchReduce)
      let seedStore = SeedStore(initialState: BenchState(), reducer: benchReduce)
      let iterations = configuration.quick ? 10_000 : 200_000
      var measuredSamples: [Duration] = []
      var baselineSamples: [Duration] = []
      for _ in 0 ... repetitions {
        measuredSamples.append(try Timing.median(warmup: 0, repetitions: 1, iterations: iterations) { _ in
          try store.dispatch(action: .increment)
        })
        baselineSamples.append(try Timing.median(warmup: 0, repetitions: 1, iterations: iterations) { _ in
          try seedStore.dispatch(action: .increment)
        })
      }
      let measured = Timing.median(of: measuredSamples.dropFirst())
      let baseline = Timing.median(of: baselineSamples.dropFirst())
      blackHole(seedStore.select { $0.changed })
      report.add("1a", "dispatch, 0 subscriptions, no stream (baseline: the seed's minimal store)", value: Format.time(measured),
                 baseline: Format.time(baseline), ratio: Format.ratio(baseline: baseline, measured: measured),
                 target: "≥ 1× (no slower)", met: measured.seconds <= baseline.seconds * 1.05,
                 instructions: Probes.counts(measured: "dispatch", baseline: "seedDispatch"))
    }

    // 1 and 10 listener streams open: what every app pays per dispatch, against the seed's store with
    // the same streams.
    for (item, streams) in [("1e", 1), ("1f", 10)] {
      let iterations = configuration.quick ? 5_000 : 50_000
      var measuredSamples: [Duration] = []
      var baselineSamples: [Duration] = []
      for _ in 0 ... repetitions {
        let measuredBody = self.dispatchWithStreams(streams)
        measuredSamples.append(try Timing.median(warmup: 0, repetitions: 1, iterations: iterations, measuredBody))
        let baselineBody = self.seedDispatchWithStreams(streams)
        baselineSamples.append(try Timing.median(warmup: 0, repetitions: 1, iterations: iterations, baselineBody))
      }
      let measured = Timing.median(of: measuredSamples.dropFirst())
      let baseline = Timing.median(of: baselineSamples.dropFirst())
      report.add(item, "dispatch, \(streams) listener stream\(streams == 1 ? "" : "s") open (baseline: the seed's store, the same streams)", value: Format.time(measured),
                 baseline: Format.time(baseline), ratio: Format.ratio(baseline: baseline, measured: measured),
                 target: "≤ the seed's instructions", met: measured.seconds <= baseline.seconds * 1.05,
                 instructions: Probes.counts(measured: "dispatchStreams\(streams)", baseline: "seedDispatchStreams\(streams)"))
    }

    // 100 and 10,000 subscriptions: dispatch + flush (one turn) vs one stream per subscriber.
    let cases: [(count: Int, affected: Int, target: Duration?)] = [
      (100, 100, nil),
      (configuration.subscriptionCount, configuration.subscriptionCount / 100, .microseconds(100)),
    ]
    for (count, affected, target) in cases {
      // The center must stay alive: the store holds its observer weakly.
      let (store, scheduler, center, subscriptions) = self.makeCenter(count: count, affected: affected)
      defer { withExtendedLifetime(center) {} }
      let iterations = count <= 100 ? (configuration.quick ? 1_000 : 20_000) : (configuration.quick ? 200 : 2_000)
      let measured = try Timing.median(repetitions: repetitions, iterations: iterations) { _ in
        try store.dispatch(action: .increment)
        scheduler.runPending()
      }
      let perDispatch = Double(subscriptions.reduce(0) { $0 + $1.recomputeCount }) / Double((repetitions + 1) * iterations)

      let baselineStore = Store(initialState: BenchState(), reducer: benchReduce)
      let consumers = StreamSubscribers(store: baselineStore, count: count, affected: affected)
      await consumers.drain(until: 0)
      var expected = 0
      let baselineIterations = count <= 100 ? (configuration.quick ? 200 : 2_000) : (configuration.quick ? 20 : 50)
      let baseline = try await Timing.medianAsync(repetitions: repetitions, iterations: baselineIterations) { _ in
        try baselineStore.dispatch(action: .increment)
        expected += count
        await consumers.drain(until: expected)
      }
      await consumers.stop()
      let name = count == affected
        ? "dispatch + flush, \(Format.count(count)) subscriptions (all affected)"
        : "dispatch + flush, \(Format.count(count)) subscriptions (\(Format.count(affected)) affected)"
      let ratio = baseline.seconds / measured.seconds
      if let target {
        report.add("1c", name, value: Format.time(measured), baseline: Format.time(baseline),
                   ratio: Format.ratio(baseline: baseline, measured: measured), target: "≤ \(Format.time(target))", met: measured <= target,
                   instructions: Probes.counts(measured: "flush10000"))
      } else {
        report.add("1b", name, value: Format.time(measured), baseline: Format.time(baseline),
                   ratio: Format.ratio(baseline: baseline, measured: measured), target: "≥ 10× baseline", met: ratio >= 10,
                   instructions: Probes.counts(measured: "flush100"))
      }
      report.note(String(format: "1 (%@ subscriptions): %.1f recomputes per dispatch (expected %@).", Format.count(count), perDispatch, Format.count(affected)))
    }

    self.cancel(configuration, report: report)
  }

  /// A dispatch to a store with `count` open streams that keep every element (nobody reads them here).
  static func dispatchWithStreams(_ count: Int) -> (Int) throws -> Void {
    let store = Store(initialState: BenchState(), reducer: benchReduce)
    let streams = (0 ..< count).map { _ in store.makeStream() }
    return { _ in
      withExtendedLifetime(streams) {}
      try store.dispatch(action: .increment)
    }
  }

  /// The same with the seed's store.
  static func seedDispatchWithStreams(_ count: Int) -> (Int) throws -> Void {
    let store = SeedStore(initialState: BenchState(), reducer: benchReduce)
    let streams = (0 ..< count).map { _ in store.makeStream() }
    return { _ in
      withExtendedLifetime(streams) {}
      try store.dispatch(action: .increment)
    }
  }

  /// 1d: cancelling every subscription one by one, in a scattered order; baseline: subscribing them.
  static func cancel(_ configuration: Configuration, report: Report) {
    let count = configuration.subscriptionCount
    // 7,919 is prime, so this visits every index once.
    let order = (0 ..< count).map { $0 * 7_919 % count }
    var subscriptions: [Subscription<BenchState, BenchAction, Int>] = []
    var center: SubscriptionCenter<BenchState, BenchAction>?
    func subscribe() {
      let made = self.makeCenter(count: count, affected: count / 100)
      center = made.2
      subscriptions = made.3
    }
    let baseline = Timing.median(repetitions: configuration.repetitions, setUp: { subscriptions = []; center = nil }) { _ in
      subscribe()
    }
    let measured = Timing.median(repetitions: configuration.repetitions, setUp: subscribe) { _ in
      for index in order {
        subscriptions[index].cancel()
      }
    }
    let left = center?.subscriptionCount ?? -1
    report.add("1d", "cancel \(Format.count(count)) subscriptions one by one (baseline: subscribing them)", value: Format.time(measured),
               baseline: Format.time(baseline), ratio: Format.ratio(baseline: baseline, measured: measured),
               target: "≤ 10 ms in all", met: measured <= .milliseconds(10),
               instructions: Probes.counts(measured: "cancel", baseline: "subscribe"))
    report.note("1d: \(left) subscriptions left after cancelling (expected 0); instructions are per subscription.")
  }

  // MARK: Item 2

  static func burst(_ configuration: Configuration, report: Report) async throws {
    let count = 100
    let burst = 1_000
    let (store, scheduler, center, subscriptions) = self.makeCenter(count: count, affected: count)
    let flushesBefore = center.flushCount
    let start = ContinuousClock.now
    for _ in 0 ..< burst {
      try store.dispatch(action: .increment)
    }
    scheduler.runPending()
    let elapsed = ContinuousClock.now - start
    let maxRecomputes = subscriptions.map(\.recomputeCount).max() ?? 0
    let maxNotifications = subscriptions.map(\.notifyCount).max() ?? 0
    let minNotifications = subscriptions.map(\.notifyCount).min() ?? 0

    let baselineStore = Store(initialState: BenchState(), reducer: benchReduce)
    let consumers = StreamSubscribers(store: baselineStore, count: count, affected: count)
    await consumers.drain(until: 0)
    let baselineStart = ContinuousClock.now
    for _ in 0 ..< burst {
      try baselineStore.dispatch(action: .increment)
    }
    await consumers.drain(until: burst * count)
    let baselineElapsed = ContinuousClock.now - baselineStart
    let baselineRecomputes = consumers.recomputes.max() ?? 0
    let baselineNotifications = consumers.notifications.max() ?? 0
    let baselineWakeUps = consumers.wakeUps.max() ?? 0
    await consumers.stop()

    report.add("2a", "burst of \(Format.count(burst)) in one turn: recomputes per subscription", value: "\(maxRecomputes)",
               baseline: "\(baselineRecomputes)", ratio: Format.ratio(baseline: Double(baselineRecomputes), measured: Double(maxRecomputes)),
               target: "exactly 1", met: maxRecomputes == 1)
    report.add("2b", "burst of \(Format.count(burst)) in one turn: notifications per subscription", value: "\(minNotifications)…\(maxNotifications)",
               baseline: "\(baselineNotifications)", ratio: Format.ratio(baseline: Double(baselineNotifications), measured: Double(maxNotifications)),
               target: "exactly 1", met: maxNotifications == 1 && minNotifications == 1)
    report.add("2c", "burst of \(Format.count(burst)) in one turn: wake-ups (dependency checks) per subscription", value: "1",
               baseline: Format.count(baselineWakeUps), ratio: Format.ratio(baseline: Double(baselineWakeUps), measured: 1))
    report.add("2d", "burst of \(Format.count(burst)) + flush, \(count) subscriptions: time", value: Format.time(elapsed),
               baseline: Format.time(baselineElapsed), ratio: Format.ratio(baseline: baselineElapsed, measured: elapsed))
    report.note("2: \(center.flushCount - flushesBefore) flush for the burst. Baseline: one `.unbounded` stream per subscription (the seed's listener): each wakes up for every element and re-selects its dependency from the current state, so it recomputes once too, but only because the state is read after the burst; it does 1,000 dependency checks instead of 1.")
  }

  // MARK: Item 8

  /// Floods a store while one listener sleeps 1 ms per element; samples resident memory every
  /// 10,000 dispatches and returns the peak growth over the resident size before the flood.
  static func flood(count: Int, policy: StreamBufferingPolicy) async throws -> (peakGrowth: Int, dropped: Int, elapsed: Duration) {
    Memory.trim()
    let store = Store(initialState: BenchState(), reducer: benchReduce)
    let stream = store.makeStream(bufferingPolicy: policy)
    let listener = Task.detached {
      for await _ in stream {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    let before = Memory.resident()
    var peak = before
    let start = ContinuousClock.now
    for index in 0 ..< count {
      try store.dispatch(action: .increment)
      if index % 10_000 == 9_999 {
        peak = max(peak, Memory.resident())
      }
    }
    peak = max(peak, Memory.resident())
    let elapsed = ContinuousClock.now - start
    let dropped = store.droppedStreamElementCount
    listener.cancel()
    await listener.value
    return (peak - before, dropped, elapsed)
  }

  /// `--flood-child unbounded|bounded --flood-count N`: one flood in this (fresh) process; prints the peak growth.
  static func floodChild(policy: String, count: Int) async throws -> Never {
    let result = try await self.flood(count: count, policy: policy == "bounded" ? .bufferingNewest(1_024) : .default)
    print(result.peakGrowth)
    exit(0)
  }

  /// Item 8 again, each policy in a child process of its own (no memory kept from earlier items).
  static func floodInFreshProcesses(_ configuration: Configuration) -> (bounded: Int, unbounded: Int)? {
    func run(_ policy: String, _ count: Int) -> Int? {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
      process.arguments = ["--flood-child", policy, "--flood-count", "\(count)"]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return nil }
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard let bounded = run("bounded", configuration.floodCount), let unbounded = run("unbounded", configuration.unboundedFloodCount) else {
      return nil
    }
    return (bounded, unbounded)
  }

  static func flood(_ configuration: Configuration, report: Report) async throws {
    let bounded = try await self.flood(count: configuration.floodCount, policy: .bufferingNewest(1_024))
    let unbounded = try await self.flood(count: configuration.unboundedFloodCount, policy: .default)
    Memory.trim()
    let limit = 64 * 1024 * 1024
    report.add("8", "flood of \(Format.count(configuration.floodCount)) actions, slow listener: peak RSS growth",
               value: Format.bytes(Double(bounded.peakGrowth)),
               baseline: Format.bytes(Double(unbounded.peakGrowth)) + (configuration.unboundedFloodCount == configuration.floodCount ? "" : " (\(Format.count(configuration.unboundedFloodCount)) actions)"),
               ratio: Format.ratio(baseline: Double(unbounded.peakGrowth), measured: Double(max(bounded.peakGrowth, 1))),
               target: "bounded policy < 64 MiB", met: bounded.peakGrowth < limit)
    if let fresh = self.floodInFreshProcesses(configuration) {
      report.add("8", "  the same, each in a fresh process", value: Format.bytes(Double(fresh.bounded)),
                 baseline: Format.bytes(Double(fresh.unbounded)),
                 ratio: Format.ratio(baseline: Double(fresh.unbounded), measured: Double(max(fresh.bounded, 1))),
                 target: "bounded policy < 64 MiB", met: fresh.bounded < limit)
    }
    report.note("8: `makeStream(bufferingPolicy: .bufferingNewest(1_024))` dropped (and logged) \(Format.count(bounded.dropped)) elements in \(Format.time(bounded.elapsed)); the baseline `makeStream()` (unbounded, the default: nothing dropped) dropped \(unbounded.dropped) in \(Format.time(unbounded.elapsed)). One element is `(oldState, action)`, \(MemoryLayout<(oldState: BenchState, action: BenchAction)>.stride) bytes inline (a bigger state grows the unbounded buffer proportionally).")
  }
}
