//  QuakesWindowBenchmark.swift
//  Item 5d-5f: the real Quakes window on 100,000 quakes (in-process GTK, Xvfb): one more search
//  character, another day and another sort, each timed from the event to the list model updated.

import CGtk
import DeclarativeViews
import Foundation
import AppShell
import GtkWidgets
import ImmutableUI
import QuakesData
import QuakesUI

@MainActor enum QuakesWindowBenchmark {
  /// One event and how long it took until the render had told the list model (the render is
  /// synchronous: when `runPending()` returns, `items_changed` has been emitted).
  struct Event {
    var name: String
    var perform: () -> Void
  }

  static func run(_ configuration: Configuration, report: Report) {
    let count = configuration.quakeCount
    guard GtkListBenchmark.hasDisplay else {
      report.skip("5d", "Quakes window at \(Format.count(count)): events", reason: "no DISPLAY (run under xvfb-run)")
      return
    }
    let quakes = QuakesBenchmarks.makeQuakes(count: count)
    let store = QuakesApp.makeStore(initialState: QuakesState(quakes: quakes))
    let scheduler = ManualScheduler()
    let now = QuakesBenchmarks.firstDay.addingTimeInterval(30 * 86_400)
    let app = QuakesApp.make(store: store, scheduler: scheduler, calendar: QuakesBenchmarks.calendar, now: { now })
    guard app.startWithoutApplication() else {
      report.skip("5d", "Quakes window at \(Format.count(count)): events", reason: "GTK could not open the display")
      return
    }
    let window = app.openWindow()
    defer {
      window.close()
      _ = MainLoop.runPendingEvents()
    }
    GtkListBenchmark.settle(scheduler, milliseconds: 500)
    // The list widget is looked up again after each event: an empty list would replace it.
    func list() -> GtkWidgetPointer? {
      window.root?.find(name: "quake-list")?.widget
    }
    guard list() != nil,
          let entry = window.root?.find(name: "search")?.widget,
          let calendar = window.root?.find(name: "calendar")?.widget else {
      report.skip("5d", "Quakes window at \(Format.count(count)): events", reason: "no list, search entry or calendar")
      return
    }

    // Each event makes a new query (none is answered from a memoized selection) and leaves quakes listed.
    let keystrokes = ["a", "al", "ala", "alas", "alask", "alaska", "n", "ne", "ne ", "ne o"].map { text in
      Event(name: text) { cgtk_editable_set_text(entry, text) }
    }
    let days = (3 ... 12).map { day in
      Event(name: "March \(day)") { cgtk_calendar_select_ymd(calendar, 2024, 3, Int32(day)) }
    }
    // Each choice of the window's radio "sort" action differs from the one before it.
    var undelivered = 0
    let sorts = Array(repeating: ["largest-first", "smallest-first", "newest-first", "oldest-first"], count: 2).joined().map { choice in
      Event(name: choice) {
        if !window.activateAction("sort::\(choice)") { undelivered += 1 }
      }
    }
    let measure = { (events: [Event]) -> (median: Duration, worst: Duration, splices: Int) in
      var times: [Duration] = []
      var splices = 0
      for event in events {
        let before = list().flatMap { ListInspection.statistics(of: $0)?.spliceCount } ?? 0
        let start = ContinuousClock.now
        event.perform()
        scheduler.runPending()
        times.append(ContinuousClock.now - start)
        splices += (list().flatMap { ListInspection.statistics(of: $0)?.spliceCount } ?? 0) - before
        // Between events GTK lays out and paints (not timed), as between a user's keystrokes.
        _ = MainLoop.runPendingEvents()
      }
      return (Timing.median(of: times), times.max() ?? .zero, splices)
    }
    let typed = measure(keystrokes)
    cgtk_editable_set_text(entry, "")
    scheduler.runPending()
    let dated = measure(days)
    let sorted = measure(sorts)

    // Baseline: the same queries answered by scanning every quake (the selector before the time index).
    let state = store.state
    let baseline = Timing.median(repetitions: configuration.repetitions) { iteration in
      let query = QuakesQuery(searchText: ["a", "al", "ala"][iteration % 3], day: QuakeDay(year: 2024, month: 3, day: 10),
                              sort: QuakesSort(key: .magnitude), calendar: QuakesBenchmarks.calendar)
      blackHole(Self.scan(state, query))
    }
    let frame = Duration.milliseconds(16)
    for (item, name, result, events) in [
      ("5d", "Quakes window, \(Format.count(count)): one more search character → list model", typed, keystrokes.count),
      ("5e", "  another day picked → list model", dated, days.count),
      ("5f", "  another sort → list model", sorted, sorts.count),
    ] {
      report.add(item, name, value: "\(Format.time(result.median)) (worst \(Format.time(result.worst)))", baseline: Format.time(baseline),
                 ratio: Format.ratio(baseline: baseline, measured: result.median), target: "≤ 16 ms", met: result.worst <= frame,
                 instructions: item == "5d" ? Probes.counts(measured: "quakesQuery", baseline: "quakesScan") : "-")
      report.note("\(item): \(result.splices) list-model updates for \(events) events (an event that leaves the list as it was makes none).")
    }
    if undelivered > 0 {
      report.note("5f: \(undelivered) of \(sorts.count) sort actions were not found in the window (its action names changed?).")
    }
    report.note("5d-5f: real Quakes window (QuakesUI) on \(Format.count(count)) quakes over 30 days; each of \(keystrokes.count) keystrokes, \(days.count) days and \(sorts.count) sorts is a new query; time from the event (entry text set, calendar day selected, window action activated) to the render's `items_changed` on the list model; median (worst). Baseline: the selector's earlier full scan of every quake for one such query (no window). Instructions: one new query on the shared time index vs that scan.")
  }

  /// The list selector as it was before the time index: every quake scanned, matches sorted.
  static func scan(_ state: QuakesState, _ query: QuakesQuery) -> [Quake] {
    let interval = query.day.interval(calendar: query.calendar)
    let matcher = QuakesNameMatcher(query.searchText)
    var quakes: [Quake] = []
    for quake in state.quakes.values where interval.contains(quake.time) && matcher.matches(quake.name) {
      quakes.append(quake)
    }
    quakes.sort(by: query.sort.areInIncreasingOrder)
    return quakes
  }
}
