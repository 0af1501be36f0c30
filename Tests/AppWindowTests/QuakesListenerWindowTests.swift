//  QuakesListenerWindowTests.swift

import AppDependencies
import AppShell
import AppTesting
import Foundation
import ImmutableData
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
  /// The Quakes app with its listener on a fresh cache and the stubbed feed, its window open on
  /// `display` once the first launch's fetch is done.
  @MainActor struct Launch {
    let folder: TemporaryDirectory
    let http: StubHTTPClient
    let cache: QuakesSQLiteCache
    let listener: QuakesListener
    let store: Store<QuakesState, QuakesAction>
    let scheduler = ManualScheduler()
    let app: GtkApp<QuakesState, QuakesAction>
    let window: WindowTest

    init(on display: WindowTest.Display) async throws {
      self.folder = try TemporaryDirectory(prefix: "quakes-window")
      self.http = StubHTTPClient(json: try Data(contentsOf: QuakesWindowTests.feed))
      let feed = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: URL(string: "https://earthquake.example/feeds")!), http: self.http)
      self.store = QuakesApp.makeStore()
      self.cache = QuakesSQLiteCache(directory: self.folder.url)
      self.listener = QuakesListener(feed: feed, cache: self.cache, firstLaunchRange: .day)
      self.listener.listen(to: self.store)
      self.app = QuakesApp.make(store: self.store, scheduler: self.scheduler, calendar: QuakesWindowTests.utc, now: { QuakesWindowTests.now })
      self.window = try WindowTest(opening: self.app, scheduler: self.scheduler, on: display)
      await self.window.untilIdle()
    }

    func close() {
      self.window.window.close()
      self.listener.stop()
    }
  }

  @Test(arguments: WindowTest.displays)
  func theFirstLaunchFetchesTheDayAndListsIt(on display: WindowTest.Display) async throws {
    let launch = try await Launch(on: display)
    defer { launch.close() }
    let (http, window) = (launch.http, launch.window)
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
    let launch = try await Launch(on: display)
    defer { launch.close() }
    let (store, cache, app, window, scheduler) = (launch.store, launch.cache, launch.app, launch.window, launch.scheduler)
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
