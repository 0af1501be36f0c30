//  QuakesScaleTests.swift

import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import QuakesData
import QuakesPersistence
import QuakesUI
import Testing

extension GtkSuite {
/// 100,000 quakes in the cache: launching, searching, changing the date, sorting, selecting, merging a
/// fetch and scrolling give the right lists. Prints the timings (stderr) as information only: timing is never a
/// pass/fail criterion here; the release benchmarks (BENCHMARKS.md, target 5) measure it.
@MainActor @Suite
struct QuakesScaleTests {
  static let count = 100_000
  /// The newest of 30 UTC days; quakes spread evenly over them (about 3,300 a day).
  static let newestDay = QuakeDay(year: 2026, month: 3, day: 30)

  /// Deterministic synthetic quakes over 30 days, all over the world.
  static func syntheticQuakes(count: Int, prefix: String = "syn") -> [Quake] {
    let places = ["Alaska", "California", "Hawaii", "Japan", "Chile", "Indonesia", "Tonga", "Nevada", "Puerto Rico", "Greece"]
    let end = QuakesGtkFixture.utc.date(from: DateComponents(year: 2026, month: 3, day: 31))!.timeIntervalSince1970
    var seed: UInt64 = 42
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    return (0 ..< count).map { index in
      let time = Date(timeIntervalSince1970: end - next() * 30 * 86_400)
      return Quake(
        quakeId: "\(prefix)\(index)",
        magnitude: (next() * 7.5 * 10).rounded() / 10 + 0.1,
        time: time,
        updated: time,
        name: "\(Int(next() * 200))km N of Town \(index % 997), \(places[index % places.count])",
        longitude: next() * 360 - 180,
        latitude: next() * 160 - 80
      )
    }
  }

  private func measure(_ what: String, _ body: () -> Void) -> Duration {
    let duration = ContinuousClock().measure(body)
    FileHandle.standardError.write(Data("Quakes at 100,000: \(what): \(duration.formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1))))\n".utf8))
    return duration
  }

  @Test func aHundredThousandQuakesGiveTheRightLists() async throws {
    let directory = QuakesGtkFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let quakes = Self.syntheticQuakes(count: Self.count)
    let setup = ContinuousClock.now
    try await QuakesSQLiteCache(directory: directory).apply(QuakesChanges(inserted: quakes))
    FileHandle.standardError.write(Data("Quakes at 100,000: writing the cache (one transaction): \(ContinuousClock.now - setup)\n".utf8))

    let fixture = QuakesGtkFixture(dataDirectory: directory)
    let launch = ContinuousClock.now
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.label("total", in: window) == "\(100_000.formatted()) total" })
    let launchTime = ContinuousClock.now - launch
    FileHandle.standardError.write(Data("Quakes at 100,000: launch to a listed window (load, merge, select, render): \(launchTime)\n".utf8))
    let dayCount = fixture.rowKeys(in: window).count
    #expect(dayCount > 2_000 && dayCount < 5_000)

    var worst = Duration.zero
    for text in ["a", "al", "ala", "alas", "alask", "alaska"] {
      worst = max(worst, self.measure("search keystroke \"\(text)\"") { fixture.search(text, in: window) })
    }
    #expect(fixture.rowKeys(in: window).count < dayCount)
    worst = max(worst, self.measure("clearing the search") { fixture.search("", in: window) })

    let calendar = try #require(GtkTestSupport.widget("calendar", in: window))
    worst = max(worst, self.measure("changing the date") {
      cgtk_calendar_select_ymd(calendar, 2026, 3, 15)
      fixture.settle()
    })
    #expect(fixture.rowKeys(in: window).count > 2_000)

    worst = max(worst, self.measure("sorting by magnitude") {
      window.activateAction("sort::smallest-first")
      fixture.settle()
    })
    worst = max(worst, self.measure("reversing the order") {
      window.activateAction("sort::largest-first")
      fixture.settle()
    })
    worst = max(worst, self.measure("selecting a row") { fixture.selectRow(1_000, in: window) })
    #expect(fixture.title(of: window) != "Earthquakes")

    worst = max(worst, self.measure("an unrelated action (a cache write error)") {
      try? fixture.store.dispatch(action: .data(.cacheDidFailToSave(.cacheNotSaved)))
      fixture.settle()
    })
    let fetched = Self.syntheticQuakes(count: 100, prefix: "fetched")
    worst = max(worst, self.measure("merging a fetch of 100 quakes") {
      try? fixture.store.dispatch(action: .data(.feedDidFetch(QuakesFetchReport(range: .hour, quakes: fetched, source: "test"))))
      fixture.settle()
    })
    #expect(fixture.label("total", in: window) == "\(100_100.formatted()) total")

    let list = try #require(GtkTestSupport.widget("quake-list", in: window))
    let rows = fixture.rowKeys(in: window).count
    _ = self.measure("the first frame of the window (layout, map, visible rows)") { MainLoop.runPendingEvents() }
    for step in 1 ... 5 {
      worst = max(worst, self.measure("scrolling to row \(rows * step / 5 - 1) (layout and bind)") {
        _ = cgtk_list_scroll_to_item(list, UInt32(rows * step / 5 - 1))
        MainLoop.runPendingEvents()
      })
    }
    FileHandle.standardError.write(Data("Quakes at 100,000: slowest step: \(worst)\n".utf8))
  }
}
}
