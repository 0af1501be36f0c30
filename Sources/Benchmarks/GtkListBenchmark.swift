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
      ).key("list")
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

  static func run(_ configuration: Configuration, report: Report) throws {
    let count = configuration.listRowCount
    guard self.hasDisplay else {
      report.skip("7", "GtkListView with \(Format.count(count)) rows", reason: "no DISPLAY (run under xvfb-run)")
      return
    }
    let store = Store(initialState: ListState(items: (0 ..< count).map { Item(id: $0, title: "Item \($0)") }), reducer: Self.reduce)
    let scheduler = ManualScheduler()
    let app = GtkApp(
      id: "org.immutabledata.Benchmarks",
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(body: Self.body)
    )
    guard app.startWithoutApplication() else {
      report.skip("7", "GtkListView with \(Format.count(count)) rows", reason: "GTK could not open the display")
      return
    }
    let window = app.openWindow()
    defer {
      window.close()
      _ = MainLoop.runPendingEvents()
    }
    self.settle(scheduler, milliseconds: 500)
    guard let list = window.root?.find(name: "list")?.widget, let start = ListInspection.statistics(of: list) else {
      report.skip("7", "GtkListView with \(Format.count(count)) rows", reason: "no list widget")
      return
    }

    // One item changed.
    let clock = ContinuousClock()
    let renderStart = clock.now
    try store.dispatch(action: .rename(1, "Renamed"))
    scheduler.runPending()
    let renderTime = clock.now - renderStart
    self.settle(scheduler)
    let changed = ListInspection.statistics(of: list)!

    // Baseline: every item rebuilt (the whole list reloaded), what a list without per-row diffing does.
    let baselineStart = clock.now
    try store.dispatch(action: .reloadAll)
    scheduler.runPending()
    let baselineRenderTime = clock.now - baselineStart
    self.settle(scheduler)
    let replaced = ListInspection.statistics(of: list)!

    let splices = changed.spliceCount - start.spliceCount
    let itemsChanged = changed.itemsChangedCount - start.itemsChangedCount
    let baselineItemsChanged = replaced.itemsChangedCount - changed.itemsChangedCount
    let rebound = changed.bindCount - start.bindCount
    let baselineSplices = replaced.spliceCount - changed.spliceCount
    let baselineRebound = replaced.bindCount - changed.bindCount
    report.add("7a", "GtkListView \(Format.count(count)) rows, 1 item changed: splices (items_changed)", value: "\(splices) (\(itemsChanged))",
               baseline: "\(baselineSplices) (\(baselineItemsChanged))", ratio: Format.ratio(baseline: Double(baselineSplices), measured: Double(splices)),
               target: "1 (≤ 1)", met: splices == 1 && itemsChanged <= 1)
    report.add("7b", "  rows rebound", value: "\(rebound)", baseline: "\(baselineRebound)",
               ratio: Format.ratio(baseline: Double(baselineRebound), measured: Double(rebound)), target: "≤ 1", met: rebound <= 1)
    report.add("7c", "  dispatch + render (splice computed, model told)", value: Format.time(renderTime), baseline: Format.time(baselineRenderTime),
               ratio: Format.ratio(baseline: baselineRenderTime, measured: renderTime))
    report.note("7: \(start.bindCount) rows bound at first show (of \(Format.count(start.rowCount))); the baseline rebuilds every item (a reload): one splice replacing all rows, every visible row rebound (patched in place: rows replaced one for one keep their model items and widgets, so neither makes an items_changed).")
  }
}
