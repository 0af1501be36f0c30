//  QuakesListenerWindowTests.swift

import AppDependencies
import AppShell
import AppTesting
import Foundation
import ImmutableDataTesting
import ImmutableUI
import QuakesData
import QuakesFeed
import QuakesPersistence
import QuakesUI
import TestSupport
import Testing

/// The Quakes window with its listener, its cache in a temporary folder and the feed's HTTP answered by
/// the test (`StubHTTPClient`: no network): the first launch fetches the day's feed, and the window lists
/// it once the listener is idle. With no display and on GTK.
@MainActor @Suite(.serialized)
struct QuakesListenerWindowTests {
  @Test(arguments: WindowTest.displays)
  func theFirstLaunchFetchesTheDayAndListsIt(on display: WindowTest.Display) async throws {
    let folder = try TemporaryDirectory(prefix: "quakes-window")
    let http = StubHTTPClient(json: try Data(contentsOf: QuakesWindowTests.feed))
    let feed = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: URL(string: "https://earthquake.example/feeds")!), http: http)
    let scheduler = ManualScheduler()
    let store = QuakesApp.makeStore()
    let listener = QuakesListener(feed: feed, cache: QuakesSQLiteCache(directory: folder.url), firstLaunchRange: .day)
    listener.listen(to: store)
    defer { listener.stop() }
    let app = QuakesApp.make(store: store, scheduler: scheduler, calendar: QuakesWindowTests.utc, now: { QuakesWindowTests.now })
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    await window.untilIdle()
    #expect(http.requests.map(\.lastPathComponent) == ["all_day.geojson"])
    let quakes = window.controls.filter { $0.role == .listItem }.compactMap(\.name)
    #expect(quakes.first == "3.0, 60km NNW of San Antonio, Puerto Rico, yesterday")
    #expect(window.shows("158 total"))
  }
}

extension QuakesListenerWindowTests {
  /// Skipping a delete in the inspector and committing brings the quake back: the listener writes the
  /// committed quakes to the cache, as it does the app's own changes.
  @Test(arguments: WindowTest.displays)
  func aCommittedHistoryWithoutADeleteIsWrittenToTheCache(on display: WindowTest.Display) async throws {
    let folder = try TemporaryDirectory(prefix: "quakes-commit")
    let http = StubHTTPClient(json: try Data(contentsOf: QuakesWindowTests.feed))
    let feed = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: URL(string: "https://earthquake.example/feeds")!), http: http)
    let scheduler = ManualScheduler()
    let store = QuakesApp.makeStore()
    let cache = QuakesSQLiteCache(directory: folder.url)
    let listener = QuakesListener(feed: feed, cache: cache, firstLaunchRange: .day)
    listener.listen(to: store)
    defer { listener.stop() }
    let app = QuakesApp.make(store: store, scheduler: scheduler, calendar: QuakesWindowTests.utc, now: { QuakesWindowTests.now })
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    await window.untilIdle()
    let deleted = try #require(store.state.quakes.keys.first)
    try store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: deleted)))
    await window.untilIdle()
    #expect(try await cache.load().quakes.count == 157)

    app.openInspector()
    let inspector = WindowTest(try #require(app.inspector?.window), scheduler: scheduler)
    defer { inspector.window.close() }
    let row = try #require(inspector.controls.first { $0.role == .listItem && $0.name?.contains("onTapDeleteSelected") == true }?.name)
    try inspector.choose(row)
    try inspector.click("Skip This Action")
    window.settle()
    #expect(window.shows("158 total"))
    try inspector.click("Commit")
    await window.untilIdle()
    #expect(store.state.quakes[deleted] != nil)
    #expect(try await cache.load().quakes.count == 158)
  }
}
