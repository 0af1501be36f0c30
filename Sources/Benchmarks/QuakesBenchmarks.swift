//  QuakesBenchmarks.swift
//  Items 3, 4 and 5 on the Quakes app's own model, reducer, diff and list selector (QuakesData).

import Foundation
import HashTreeCollections
import ImmutableData
import ImmutableUI
import QuakesData

@MainActor enum QuakesBenchmarks {
  static let places = ["Aguanga, CA", "Anchorage, Alaska", "Hilo, Hawaii", "Ridgecrest, CA", "Tokyo, Japan",
                       "Santiago, Chile", "Reno, Nevada", "Lima, Peru", "Naples, Italy", "Suva, Fiji"]
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
  /// 2024-03-01 00:00 UTC; quakes spread over the 30 days that follow.
  static let firstDay = Date(timeIntervalSince1970: 1_709_251_200)

  static func quakeId(_ index: Int) -> String {
    "bq" + String(index)
  }

  /// `count` deterministic quakes, the same in every run.
  static func makeQuakes(count: Int, revision: Double = 0, offset: Int = 0) -> [Quake] {
    var generator = SplitMix64(seed: 7)
    return (offset ..< offset + count).map { index in
      let random = generator.next()
      let time = firstDay.addingTimeInterval(Double(random % (30 * 86_400)))
      return Quake(
        quakeId: quakeId(index),
        magnitude: 0.1 + Double((random >> 20) % 70) / 10,
        time: time,
        updated: time.addingTimeInterval(60 + revision),
        name: "\((random >> 32) % 90 + 1)km NE of \(places[Int((random >> 40) % UInt64(places.count))])",
        longitude: Double((random >> 8) % 360) - 180,
        latitude: Double((random >> 16) % 180) - 90
      )
    }
  }

  static func revised(_ quake: Quake, by seconds: Double, magnitude: Double? = nil) -> Quake {
    Quake(quakeId: quake.quakeId, magnitude: magnitude ?? quake.magnitude, time: quake.time,
          updated: quake.updated.addingTimeInterval(seconds), name: quake.name, longitude: quake.longitude, latitude: quake.latitude)
  }

  // MARK: Item 3

  static func updateOne(_ configuration: Configuration, report: Report) {
    let count = configuration.quakeCount
    let quakes = self.makeQuakes(count: count)

    Memory.trim()
    let heapBeforeTree = Memory.heapInUse()
    var state: QuakesState? = QuakesState(quakes: quakes)
    let treeBytes = Memory.heapInUse() - heapBeforeTree
    var dictionary: [String : Quake]? = Dictionary(uniqueKeysWithValues: quakes.map { ($0.quakeId, $0) })
    let dictionaryBytes = Memory.heapInUse() - heapBeforeTree - treeBytes

    // The reducer's merge of one revised quake, while the old state is kept (as the store keeps it
    // for observers, streams and the action log).
    let updates = (0 ..< 1_000).map { index in
      QuakesAction.data(.cacheDidLoadRecent([self.revised(quakes[(index * 7_919) % count], by: 1)]))
    }
    let old = state!
    let tree = Timing.median(repetitions: configuration.repetitions, iterations: updates.count) { index in
      blackHole(QuakesReducer.reduce(state: old, action: updates[index]))
    }
    let oldDictionary = dictionary!
    let dictionaryIterations = configuration.quick ? 50 : 20
    let copy = Timing.median(repetitions: configuration.repetitions, iterations: dictionaryIterations) { index in
      guard case .data(.cacheDidLoadRecent(let incoming)) = updates[index] else { return }
      var next = oldDictionary
      for quake in incoming.quakes {
        next[quake.quakeId] = quake
      }
      blackHole(next)
    }
    report.add("3a", "update 1 quake in \(Format.count(count)) (by id and time index, reducer)", value: Format.time(tree), baseline: Format.time(copy),
               ratio: Format.ratio(baseline: copy, measured: tree), target: "≤ 10 µs", met: tree <= .microseconds(10),
               instructions: Probes.counts(measured: "updateOneQuake"))

    // Memory: the state itself, and what each kept version adds (a history of 20 one-quake updates).
    let versions = 20
    Memory.trim()
    var heap = Memory.heapInUse()
    var treeHistory: [QuakesState] = [old]
    for index in 0 ..< versions {
      treeHistory.append(QuakesReducer.reduce(state: treeHistory.last!, action: updates[index]))
    }
    let treePerVersion = Double(Memory.heapInUse() - heap) / Double(versions)
    heap = Memory.heapInUse()
    var dictionaryHistory: [[String : Quake]] = [oldDictionary]
    for index in 0 ..< versions {
      guard case .data(.cacheDidLoadRecent(let incoming)) = updates[index] else { continue }
      var next = dictionaryHistory.last!
      next[incoming.quakes[0].quakeId] = incoming.quakes[0]
      dictionaryHistory.append(next)
    }
    let dictionaryPerVersion = Double(Memory.heapInUse() - heap) / Double(versions)
    blackHole(treeHistory)
    blackHole(dictionaryHistory)
    treeHistory.removeAll()
    dictionaryHistory.removeAll()
    state = nil
    dictionary = nil
    blackHole(state)
    blackHole(dictionary)

    report.add("3b", "memory of a \(Format.count(count))-quake state (heap)", value: Format.bytes(Double(treeBytes)),
               baseline: Format.bytes(Double(dictionaryBytes)), ratio: Format.ratio(baseline: Double(dictionaryBytes), measured: Double(treeBytes)))
    report.add("3c", "memory added per kept version (1 quake updated)", value: Format.bytes(treePerVersion),
               baseline: Format.bytes(dictionaryPerVersion), ratio: Format.ratio(baseline: dictionaryPerVersion, measured: treePerVersion))
    report.note("3: baseline is a `Dictionary<String, Quake>` state: keeping the old state makes the update copy the whole dictionary. Memory is glibc `mallinfo2().uordblks` growth (heap bytes in use), not page-granular RSS.")
  }

  // MARK: Item 4

  /// A state of `count` quakes and a feed of `feedCount`: half revises quakes the state has, half is new.
  static func feedMerge(count: Int, feedCount: Int) -> (QuakesState, QuakesAction, [String]) {
    let quakes = self.makeQuakes(count: count)
    var feed: [Quake] = (0 ..< feedCount / 2).map { self.revised(quakes[($0 * 7_919) % count], by: 3_600) }
    feed += self.makeQuakes(count: feedCount - feed.count, revision: 0, offset: count)
    let action = QuakesAction.data(.feedDidFetch(QuakesFetchReport(range: .day, quakes: feed, source: "benchmark")))
    return (QuakesState(quakes: quakes), action, feed.map(\.quakeId))
  }

  static func mergeFeed(_ configuration: Configuration, report: Report) {
    let count = configuration.quakeCount
    let feedCount = configuration.feedCount
    let (state, action, feedIds) = self.feedMerge(count: count, feedCount: feedCount)
    let quakes = Array(state.quakes.values)
    guard case .data(.feedDidFetch(let fetch)) = action else { return }
    let feed = fetch.quakes

    var changes = QuakesChanges()
    let measured = Timing.median(repetitions: configuration.repetitions) { _ in
      let next = QuakesReducer.reduce(state: state, action: action)
      changes = QuakesChanges.between(state.quakes, next.quakes, among: feedIds)
      blackHole(next)
    }

    // Baseline: a Dictionary state merged the same way, and the cache diff over every id (no
    // candidates: a cache that only has the two states compares them all).
    let dictionary = Dictionary(uniqueKeysWithValues: quakes.map { ($0.quakeId, $0) })
    var baselineCounts = (0, 0, 0)
    let baseline = Timing.median(repetitions: configuration.repetitions) { _ in
      var next = dictionary
      for quake in feed {
        if quake.magnitude <= 0 {
          next[quake.quakeId] = nil
        } else if let existing = next[quake.quakeId], existing.updated > quake.updated {
          continue
        } else {
          next[quake.quakeId] = quake
        }
      }
      var inserted = 0, updated = 0, deleted = 0
      for (id, quake) in next {
        if let before = dictionary[id] {
          if before != quake { updated += 1 }
        } else {
          inserted += 1
        }
      }
      for id in dictionary.keys where next[id] == nil {
        deleted += 1
      }
      baselineCounts = (inserted, updated, deleted)
    }
    report.add("4", "merge \(Format.count(feedCount)) into \(Format.count(count)) + cache diff", value: Format.time(measured), baseline: Format.time(baseline),
               ratio: Format.ratio(baseline: baseline, measured: measured), instructions: Probes.counts(measured: "mergeFeed"))
    report.note("4: diff inserted/updated/deleted = \(changes.inserted.count)/\(changes.updated.count)/\(changes.deleted.count) (baseline \(baselineCounts.0)/\(baselineCounts.1)/\(baselineCounts.2)); the baseline merges into a `Dictionary` and diffs every id.")
  }

  // MARK: Item 5

  static func listSelector(_ configuration: Configuration, report: Report) throws {
    let count = configuration.quakeCount
    let quakes = self.makeQuakes(count: count)
    let state = QuakesState(quakes: quakes)
    let day = QuakeDay(firstDay.addingTimeInterval(10 * 86_400), calendar: calendar)
    let query = QuakesQuery(searchText: "ca", day: day, sort: QuakesSort(key: .magnitude, order: .reverse), calendar: calendar)
    let selector = QuakesSelectors.selectQuakes(query: query)

    var listCount = 0
    let measured = Timing.median(repetitions: configuration.repetitions) { _ in
      let list = selector(state)
      listCount = list.count
      blackHole(list)
    }
    // Baseline: the obvious version: sort every quake, then filter by day and text with Foundation.
    let interval = day.interval(calendar: calendar)
    let sort = query.sort
    var baselineCount = 0
    let baseline = Timing.median(repetitions: configuration.repetitions) { _ in
      let matching = state.quakes.values.filter { interval.contains($0.time) && $0.name.localizedCaseInsensitiveContains(query.searchText) }
      let list = matching.sorted(by: sort.areInIncreasingOrder)
      baselineCount = list.count
      blackHole(list)
    }
    report.add("5a", "Quakes list selector over \(Format.count(count)) (day + text + sort, index built)", value: Format.time(measured), baseline: Format.time(baseline),
               ratio: Format.ratio(baseline: baseline, measured: measured))
    let indexTime = Timing.median(repetitions: configuration.repetitions) { _ in
      blackHole(QuakesTimeIndex(state.quakes.values))
    }
    report.add("5a", "  its time index of \(Format.count(count)) built at once (a cache load; a revision updates it in place)", value: Format.time(indexTime))
    report.note("5: the list has \(Format.count(listCount)) quakes (baseline \(Format.count(baselineCount))); baseline filters every quake (day, then `localizedCaseInsensitiveContains`), then sorts the matches.")

    // Re-selecting after an unrelated action: a selection as the Quakes windows declare it (filter on
    // actions that may change quakes, dependency on the quakes collection) vs one with neither.
    let store = Store(initialState: state, reducer: QuakesReducer.reduce)
    let scheduler = ManualScheduler()
    let center = SubscriptionCenter(store: store, scheduler: scheduler)
    let dependency = AnyDependencySelector(DependencySelector<QuakesState, QuakeCollection>(select: { $0.quakes }))
    let memoized = center.subscribe(dependencies: [dependency], output: OutputSelector(select: selector))
    let filtered = center.subscribe(filter: QuakesFilters.mayChangeQuakes, dependencies: [dependency], output: OutputSelector(select: selector))
    let plain = center.subscribe(output: OutputSelector(select: selector))
    let unrelated = QuakesAction.ui(.onTapRefresh(.day))
    let start = ContinuousClock.now
    try store.dispatch(action: unrelated)
    scheduler.runPending()
    let elapsed = ContinuousClock.now - start
    report.add("5b", "re-select after an unrelated action: recomputes", value: "\(memoized.recomputeCount) (filtered: \(filtered.recomputeCount))",
               baseline: "\(plain.recomputeCount)", ratio: Format.ratio(baseline: Double(plain.recomputeCount), measured: Double(memoized.recomputeCount)),
               target: "0", met: memoized.recomputeCount == 0 && filtered.recomputeCount == 0)

    // The cost of that turn with only the memoized selection vs only the plain one.
    memoized.cancel()
    plain.cancel()
    filtered.cancel()
    let onlyMemoized = center.subscribe(dependencies: [dependency], output: OutputSelector(select: selector))
    let memoizedTime = try Timing.median(repetitions: configuration.repetitions, iterations: 100) { _ in
      try store.dispatch(action: unrelated)
      scheduler.runPending()
    }
    onlyMemoized.cancel()
    let onlyPlain = center.subscribe(output: OutputSelector(select: selector))
    let plainTime = try Timing.median(repetitions: configuration.repetitions, iterations: 3) { _ in
      try store.dispatch(action: unrelated)
      scheduler.runPending()
    }
    onlyPlain.cancel()
    report.add("5c", "unrelated action + flush, list selection subscribed", value: Format.time(memoizedTime), baseline: Format.time(plainTime),
               ratio: Format.ratio(baseline: plainTime, measured: memoizedTime))
    report.note("5b/5c: \(Format.time(elapsed)) for the first turn with all three; baseline is the same selection without dependency (recomputed on every action).")
  }
}

/// SplitMix64: deterministic data, the same in every run.
struct SplitMix64 : RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
