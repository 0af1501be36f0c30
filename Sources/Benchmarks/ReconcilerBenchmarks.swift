//  ReconcilerBenchmarks.swift
//  Item 6: 10,000 keyed children with one insertion, one move and one update, on a recording backend.

import DeclarativeViews

/// A backend whose operations cost O(1): times measure the reconciler, not the bookkeeping of a
/// backend (`RecordingBackend` keeps real child arrays and finds insertion points linearly, so
/// mounting 10,000 children on it is quadratic).
@MainActor final class CountingBackend : WidgetBackend {
  private(set) var operationCount = 0
  private var nextID = 0

  func makeWidget(kind: ViewKind, handlers: HandlerTable) -> Int {
    self.operationCount += 1
    self.nextID += 1
    return self.nextID
  }

  func setProperty(_ property: Property, to value: PropertyValue?, on widget: Int, kind: ViewKind) {
    self.operationCount += 1
  }

  func insertChild(_ child: Int, slot: Slot, into parent: Int, parentKind: ViewKind, at index: Int, after previous: Int?) {
    self.operationCount += 1
  }

  func moveChild(_ child: Int, slot: Slot, in parent: Int, parentKind: ViewKind, to index: Int, after previous: Int?) {
    self.operationCount += 1
  }

  func removeChild(_ child: Int, slot: Slot, from parent: Int, parentKind: ViewKind) {
    self.operationCount += 1
  }

  func updateRows(of list: Int, to rows: any ListContent, splice: ListSplice?) {
    self.operationCount += 1
  }

  func destroyRoot(_ widget: Int, kind: ViewKind) {
    self.operationCount += 1
  }
}

@MainActor enum ReconcilerBenchmarks {
  static func keyedBox(_ items: [(key: String, text: String)]) -> View {
    View(.box, properties: [.vertical: .bool(true)], children: items.map { View.label($0.text).key($0.key) })
  }

  /// `count` keyed labels, and the same list with one insertion, one move and one changed text.
  static func views(count: Int) -> (before: View, after: View) {
    let items = (0 ..< count).map { (key: "k\($0)", text: "Row \($0)") }
    var edited = items
    let moved = edited.remove(at: count / 100)
    edited.insert((key: "new", text: "New row"), at: count / 2)
    edited.insert(moved, at: count * 8 / 10)
    edited[count / 4].text = "Updated row"
    return (self.keyedBox(items), self.keyedBox(edited))
  }

  /// Mounts and updates a small list once (with the same kinds of edits), so that the counted run does
  /// not pay the runtime's one-time look-ups (protocol conformances, metadata) a running app paid long ago.
  static func warmUp() {
    let (before, after) = self.views(count: 200)
    let reconciler = Reconciler(backend: CountingBackend())
    blackHole(reconciler.update(reconciler.mount(before), to: after))
  }

  /// Release builds count 6a's instructions even without `--instructions` (`scripts/benchmarks.sh
  /// --quick` too): its target is stated in instructions. A debug build's counts (its assertions walk
  /// every child) say nothing about it.
  static var countsAlways: Bool {
    #if DEBUG
      false
    #else
      true
    #endif
  }

  /// The update takes at most a quarter of a fresh mount's instructions; nil without valgrind.
  static func updateWithinAQuarterOfAMount() -> Bool? {
    guard let update = Probes.instructions("reconcileUpdate", always: Self.countsAlways),
          let mount = Probes.instructions("reconcileMount", always: Self.countsAlways) else { return nil }
    return update <= mount / 4
  }

  static func run(_ configuration: Configuration, report: Report) {
    let count = configuration.childCount
    let (before, after) = self.views(count: count)

    // The exact operations, on the recording backend (untimed).
    let recording = RecordingBackend()
    let recorder = Reconciler(backend: recording)
    let recorded = recorder.mount(before)
    recording.clearOperations()
    _ = recorder.update(recorded, to: after)
    let operations = recording.operations

    // Each repetition mounts the old list (untimed), then times the update to the edited list.
    var samples: [Duration] = []
    for repetition in 0 ..< configuration.repetitions + 1 {
      let backend = CountingBackend()
      let reconciler = Reconciler(backend: backend)
      let mounted = reconciler.mount(before)
      let start = ContinuousClock.now
      _ = reconciler.update(mounted, to: after)
      let elapsed = ContinuousClock.now - start
      if repetition > 0 {
        samples.append(elapsed)
      }
    }
    let measured = samples.sorted()[samples.count / 2]

    // Baseline: no diffing: build every child again (mount the edited list on a fresh backend).
    var baselineOperations = 0
    let baseline = Timing.median(repetitions: configuration.repetitions) { _ in
      let backend = CountingBackend()
      let reconciler = Reconciler(backend: backend)
      blackHole(reconciler.mount(after))
      baselineOperations = backend.operationCount
    }
    let kinds = Dictionary(grouping: operations) { operation -> String in
      switch operation {
      case .create: "create"
      case .set: "set"
      case .insert: "insert"
      case .move: "move"
      case .remove: "remove"
      case .splice: "splice"
      case .destroy: "destroy"
      }
    }.map { "\($0.value.count) \($0.key)" }.sorted().joined(separator: ", ")

    report.add("6a", "reconcile \(Format.count(count)) keyed children (1 insert, 1 move, 1 update)", value: Format.time(measured), baseline: Format.time(baseline),
               ratio: Format.ratio(baseline: baseline, measured: measured), target: "≤ 0.25× mount in instructions (≤ 5 ms without valgrind)",
               met: Self.updateWithinAQuarterOfAMount() ?? (measured <= .milliseconds(5)),
               instructions: Probes.counts(measured: "reconcileUpdate", baseline: "reconcileMount", always: Self.countsAlways))
    if Self.countsAlways || Probes.isEnabled {
      let release = Probes.instructions("reconcileRelease", always: true).map { Format.count(Int($0.rounded())) } ?? "n/a"
      report.note("6a: instructions are counted on 10,000 children in every mode, from the first change to the last widget operation: the new description is built before and the old one freed after (freeing the 10,000 old views costs \(release) instructions more, `reconcileRelease`), as a mount neither builds nor frees one; both run once on a small list first, so that neither pays the runtime's one-time look-ups.")
    }
    report.add("6b", "  widget operations", value: "\(operations.count)", baseline: Format.count(baselineOperations),
               ratio: Format.ratio(baseline: Double(baselineOperations), measured: Double(operations.count)), target: "a handful (≤ 10)", met: operations.count <= 10)
    if let unchanged = Probes.instructions("reconcileUnchanged") {
      report.add("6c", "  update, nothing changed: instructions per child (10,000 children)", value: Format.count(Int(unchanged.rounded())),
                 target: "≤ 1,000", met: unchanged <= 1_000, instructions: Format.count(Int(unchanged.rounded())))
    }
    report.note("6: operations were \(kinds); baseline mounts the edited list from scratch (what a non-diffing renderer does). Times use a backend whose operations are O(1) (`RecordingBackend` finds insertion points linearly, which would make the baseline quadratic); view descriptions are built before timing.")
  }
}
