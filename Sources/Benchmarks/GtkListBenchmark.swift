//  GtkListBenchmark.swift
//  Item 7: a real GtkListView of 100,000 rows (under Xvfb): one changed item costs one items_changed
//  and one rebound row.

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableData
import ImmutableUI

@MainActor enum GtkListBenchmark {
  struct Item : Hashable, Sendable {
    var id: Int
    var title: String
  }

  struct ListState : Sendable {
    var items: [Item]
  }

  enum ListAction : Sendable {
    case rename(Int, String)
    /// The baseline: every item rebuilt (a new title for each), as when a list is reloaded wholesale.
    case reloadAll
  }

  @Sendable nonisolated static func reduce(state: ListState, action: ListAction) -> ListState {
    var state = state
    switch action {
    case .rename(let index, let title): state.items[index].title = title
    case .reloadAll: state.items = state.items.map { Item(id: $0.id, title: $0.title + " ") }
    }
    return state
  }

  static let all = Selection<ListState, ListAction, [Item]>(
    output: OutputSelector(select: { $0.items }, didChange: { $0 != $1 })
  )

  static func body(_ context: WindowContext<ListState, ListAction, Void>) -> View {
    let items = context.select(Self.all)
    return .window(title: "Benchmark list", width: 400, height: 600) {
      View.list(
        ListItems(items, key: { String($0.id) }, row: { item in View.label(item.title, xalign: 0) }),
        accessibleLabel: "Items"
      ).name("list")
    }
  }

  static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// Runs the GLib loop and the coalesced work for `milliseconds` of real time, so GTK gets frames.
  static func settle(_ scheduler: ManualScheduler, milliseconds: Int = 250) {
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    repeat {
      scheduler.runPending()
      if MainLoop.runPendingEvents() == 0 {
        usleep(2_000)
      }
    } while ContinuousClock.now < deadline
    scheduler.runPending()
  }

  /// What one list size measured: the first change's splices and rebinds, and the median times.
  struct Result {
    var splices: Int
    var itemsChanged: Int
    var rebound: Int
    var baselineSplices: Int
    var baselineItemsChanged: Int
    var baselineRebound: Int
    var render: Duration
    var baselineRender: Duration
    var boundAtFirstShow: Int
  }

  static func run(_ configuration: Configuration, report: Report) throws {
    let count = configuration.listRowCount
    guard self.hasDisplay else {
      report.skip("7", "GtkListView with \(Format.count(count)) rows", reason: "no DISPLAY (run under xvfb-run)")
      return
    }
    let repetitions = configuration.quick ? 3 : 7
    for rows in Set([1_000, 10_000, count]).sorted(by: >) {
      guard let result = try self.measure(rows: rows, repetitions: repetitions) else {
        report.skip("7", "GtkListView with \(Format.count(rows)) rows", reason: "no list widget, or GTK could not open the display")
        return
      }
      guard rows == count else {
        report.add("7c", "  the same at \(Format.count(rows)) rows", value: Format.time(result.render), baseline: Format.time(result.baselineRender),
                   ratio: Format.ratio(baseline: result.baselineRender, measured: result.render), target: "≥ 1×", met: result.render <= result.baselineRender)
        continue
      }
      report.add("7a", "GtkListView \(Format.count(rows)) rows, 1 item changed: splices (items_changed)", value: "\(result.splices) (\(result.itemsChanged))",
                 baseline: "\(result.baselineSplices) (\(result.baselineItemsChanged))", ratio: Format.ratio(baseline: Double(result.baselineSplices), measured: Double(result.splices)),
                 target: "1 (≤ 1)", met: result.splices == 1 && result.itemsChanged <= 1)
      report.add("7b", "  rows rebound", value: "\(result.rebound)", baseline: "\(result.baselineRebound)",
                 ratio: Format.ratio(baseline: Double(result.baselineRebound), measured: Double(result.rebound)), target: "≤ 1", met: result.rebound <= 1)
      report.add("7c", "  dispatch + render (splice computed, model told), median of \(repetitions)", value: Format.time(result.render), baseline: Format.time(result.baselineRender),
                 ratio: Format.ratio(baseline: result.baselineRender, measured: result.render), target: "≥ 1×", met: result.render <= result.baselineRender)
      report.note("7: \(result.boundAtFirstShow) rows bound at first show (of \(Format.count(rows))); the baseline rebuilds every item (a reload): one splice replacing all rows, every visible row rebound (patched in place: rows replaced one for one keep their model items and widgets, so neither makes an items_changed).")
    }
  }

  /// A window listing `rows` items: `repetitions` times one item renamed, then every item rebuilt (the
  /// baseline), each timed from the dispatch to the list model told; splices and rebinds of the first.
  static func measure(rows count: Int, repetitions: Int) throws -> Result? {
    let store = Store(initialState: ListState(items: (0 ..< count).map { Item(id: $0, title: "Item \($0)") }), reducer: Self.reduce)
    let scheduler = ManualScheduler()
    let app = GtkApp(
      id: "org.immutabledata.Benchmarks",
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(body: Self.body)
    )
    guard app.startWithoutApplication() else { return nil }
    let window = app.openWindow()
    defer {
      window.close()
      _ = MainLoop.runPendingEvents()
    }
    self.settle(scheduler, milliseconds: 500)
    guard let list = window.root?.find(name: "list")?.widget, let start = ListInspection.statistics(of: list) else { return nil }
    let clock = ContinuousClock()
    var renders: [Duration] = []
    var baselineRenders: [Duration] = []
    var first: (changed: ListStatistics, replaced: ListStatistics)?
    for repetition in 0 ..< repetitions {
      let renderStart = clock.now
      try store.dispatch(action: .rename(1 + repetition, "Renamed"))
      scheduler.runPending()
      renders.append(clock.now - renderStart)
      self.settle(scheduler)
      let changed = ListInspection.statistics(of: list)!

      // Baseline: every item rebuilt (the whole list reloaded), what a list without per-row diffing does.
      let baselineStart = clock.now
      try store.dispatch(action: .reloadAll)
      scheduler.runPending()
      baselineRenders.append(clock.now - baselineStart)
      self.settle(scheduler)
      first = first ?? (changed, ListInspection.statistics(of: list)!)
    }
    guard let (changed, replaced) = first else { return nil }
    return Result(
      splices: changed.spliceCount - start.spliceCount,
      itemsChanged: changed.itemsChangedCount - start.itemsChangedCount,
      rebound: changed.bindCount - start.bindCount,
      baselineSplices: replaced.spliceCount - changed.spliceCount,
      baselineItemsChanged: replaced.itemsChangedCount - changed.itemsChangedCount,
      baselineRebound: replaced.bindCount - changed.bindCount,
      render: Timing.median(of: renders),
      baselineRender: Timing.median(of: baselineRenders),
      boundAtFirstShow: start.bindCount
    )
  }
}
