//  QuakesWindowTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import QuakesData
import QuakesPersistence
import QuakesUI
import Testing

extension GtkSuite {
/// Real Quakes windows on real widgets, fed from a file:// copy of a real USGS feed (run under Xvfb).
@MainActor @Suite
struct QuakesWindowTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  @Test func anEmptyCacheShowsRefreshAndRefreshLoadsTheFeed() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.store.state.cacheStatus == .success })
    #expect(window.root?.find(name: "empty-all") != nil)
    #expect(window.isActionEnabled("delete-all") == false)
    #expect(await fixture.refresh(window, expectingTotal: 158))
    // The feed's day (Feb 16, 2019 UTC) is the newest day, so every quake of it is listed.
    #expect(fixture.label("count", in: window) == "158 earthquakes")
    #expect(fixture.rowKeys(in: window).count == 158)
    #expect(window.root?.find(name: "empty-all") == nil)
    #expect(window.isActionEnabled("delete-all") == true)
    #expect(window.isActionEnabled("delete-selected") == false)
    #expect(fixture.title(of: window) == "Earthquakes")
  }

  @Test func searchNarrowsTheListAndTheFooterCounts() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    fixture.search("alaska", in: window)
    let alaska = fixture.store.state.quakes.values.filter { $0.name.lowercased().contains("alaska") }.count
    #expect(alaska > 0 && alaska < 158)
    #expect(fixture.label("count", in: window) == "\(alaska) earthquakes")
    #expect(fixture.label("total", in: window) == "158 total")
    #expect(fixture.rowKeys(in: window).count == alaska)
    fixture.search("no such place", in: window)
    #expect(fixture.label("count", in: window) == "0 earthquakes")
    #expect(window.root?.find(name: "empty-results") != nil)
    #expect(window.isActionEnabled("sort") == false)
    fixture.search("", in: window)
    #expect(fixture.rowKeys(in: window).count == 158)
  }

  @Test func sortingChangesTheOrder() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    let quakes = fixture.store.state.quakes
    let byTime = fixture.rowKeys(in: window).map { quakes[$0]!.time }
    #expect(byTime == byTime.sorted())
    #expect(window.activateAction("sort::largest-first"))
    fixture.settle()
    let byMagnitude = fixture.rowKeys(in: window).map { quakes[$0]!.magnitude }
    #expect(byMagnitude == byMagnitude.sorted(by: >))
    #expect(byMagnitude.first == quakes.values.map(\.magnitude).max())
  }

  @Test func selectingARowSetsTheTitleAndDeleteSelectedRemovesIt() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    let key = try #require(fixture.rowKeys(in: window).dropFirst(5).first)
    let quake = try #require(fixture.store.state.quakes[key])
    fixture.selectRow(5, in: window)
    #expect(fixture.title(of: window) == quake.name)
    #expect(window.isActionEnabled("delete-selected") == true)
    #expect(window.activateAction("delete-selected"))
    fixture.settle()
    #expect(fixture.label("total", in: window) == "157 total")
    #expect(!fixture.rowKeys(in: window).contains(key))
    #expect(fixture.title(of: window) == "Earthquakes")
    #expect(await fixture.eventually { (try? await fixture.cache.count()) == 157 })
  }

  @Test func aRestartKeepsTheQuakes() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    do {
      let fixture = QuakesGtkFixture(dataDirectory: self.directory)
      let window = fixture.app.openWindow()
      #expect(await fixture.refresh(window, expectingTotal: 158))
      #expect(await fixture.eventually { (try? await fixture.cache.count()) == 158 })
      window.close()
      fixture.listener.stop()
    }
    let restarted = QuakesGtkFixture(dataDirectory: self.directory, feed: QuakesGtkFixture.fixtures.appendingPathComponent("missing.geojson"))
    let window = restarted.app.openWindow()
    defer { window.close(); restarted.listener.stop() }
    #expect(await restarted.eventually { restarted.label("total", in: window) == "158 total" })
    #expect(restarted.label("count", in: window) == "158 earthquakes")
  }

  /// The banner says so, keeps the quakes, and its Retry fetches again.
  @Test func aFailedRefreshSaysSoAndKeepsTheQuakes() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory, feed: QuakesGtkFixture.fixtures.appendingPathComponent("truncated.geojson"))
    try await fixture.cache.apply(QuakesChanges(inserted: [
      Quake(quakeId: "kept", magnitude: 2, time: Date(), updated: Date(), name: "Kept, Alaska", longitude: -150, latitude: 61),
    ]))
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.label("total", in: window) == "1 total" })
    #expect(window.activateAction("refresh"))
    #expect(await fixture.eventually { fixture.label("banner-0", in: window)?.hasPrefix("Could not refresh.") == true })
    #expect(fixture.label("banner-0", in: window) == "Could not refresh. The answer was not a USGS earthquake feed. The earthquakes already loaded are kept.")
    #expect(fixture.label("total", in: window) == "1 total")
    GtkTestSupport.click("banner-retry-0", in: window)
    #expect(fixture.store.state.fetchStatus == .waiting)
  }

  @Test func windowsHaveTheirOwnSearchAndSelection() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let first = fixture.app.openWindow()
    let second = fixture.app.openWindow()
    defer { first.close(); second.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(first, expectingTotal: 158))
    #expect(await fixture.eventually { fixture.label("total", in: second) == "158 total" })
    fixture.search("alaska", in: first)
    fixture.selectRow(0, in: second)
    #expect(fixture.rowKeys(in: second).count == 158)
    #expect(fixture.rowKeys(in: first).count < 158)
    #expect(fixture.title(of: first) == "Earthquakes")
    #expect(fixture.title(of: second) != "Earthquakes")
  }

  @Test func controlsHaveAccessibleNames() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    for key in ["refresh", "sort-menu", "delete-menu", "main-menu", "search", "date", "map", "zoom-in", "zoom-out", "zoom-fit", "quake-list"] {
      let label = window.root?.find(name: key)?.view.properties[.accessibleLabel]?.string
      #expect(label?.isEmpty == false, "\(key) has an accessible name")
    }
  }
}
}
