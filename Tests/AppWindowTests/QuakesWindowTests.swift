//  QuakesWindowTests.swift

import AppShell
import AppTesting
import Foundation
import ImmutableData
import ImmutableUI
import QuakesData
import QuakesFeed
import QuakesUI
import Testing

/// The Quakes window on a day of real quakes (the feed fixture, at the time it was made, in UTC), once
/// with no display and once on GTK (under a display).
@MainActor @Suite(.serialized)
struct QuakesWindowTests {
  nonisolated static let now = Date(timeIntervalSince1970: 1_550_361_461)
  static let feed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("QuakesFeedTests/Fixtures/1.0_day.geojson")
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
  let scheduler = ManualScheduler()
  let store = QuakesApp.makeStore()

  private func open(on display: WindowTest.Display) throws -> WindowTest {
    try Self.open(self.store, self.scheduler, on: display)
  }

  /// A window of an app on `store`, at the time the feed fixture was made, with its quakes loaded.
  static func open(_ store: Store<QuakesState, QuakesAction>, _ scheduler: ManualScheduler, on display: WindowTest.Display) throws -> WindowTest {
    let contents = try QuakesFeedDecoder.decode(Data(contentsOf: Self.feed), from: Self.feed.path, now: Self.now)
    let app = QuakesApp.make(store: store, scheduler: scheduler, calendar: Self.utc, now: { Self.now })
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    try store.dispatch(action: .data(.cacheDidLoad(LoadedQuakes(contents.quakes))))
    window.settle()
    return window
  }

  /// The rows of the quake list (the details pane's rows are list items too, without commas).
  private func quakes(in window: WindowTest) -> [String] {
    window.controls.filter { $0.role == .listItem }.compactMap(\.name).filter { $0.contains(", ") }
  }

  /// A large cache says how far its load has read (in words beside a bar) until the quakes are in.
  @Test(arguments: WindowTest.displays)
  func aLargeCacheShowsHowFarItsLoadHasRead(on display: WindowTest.Display) throws {
    let app = QuakesApp.make(store: self.store, scheduler: self.scheduler, calendar: Self.utc, now: { Self.now })
    let window = try WindowTest(opening: app, scheduler: self.scheduler, on: display)
    defer { window.window.close() }
    #expect(self.store.state.cacheStatus == .waiting)
    #expect(window.shows("Loading earthquakes…"))
    try self.store.dispatch(action: .data(.cacheDidRead(QuakesLoadProgress(read: 300_000, total: 1_000_000))))
    window.settle()
    #expect(window.shows("300,000 of 1,000,000"))
    // The newest quakes are listed while the rest loads: the footer says how far it is.
    let contents = try QuakesFeedDecoder.decode(Data(contentsOf: Self.feed), from: Self.feed.path, now: Self.now)
    let newest = LoadedQuakes(Array(contents.quakes.prefix(5)))
    try self.store.dispatch(action: .data(.cacheDidLoadRecent(newest)))
    window.settle()
    #expect(!self.quakes(in: window).isEmpty)
    #expect(window.shows("Loading 300,000 of 1,000,000…"))
    try self.store.dispatch(action: .data(.cacheDidRead(QuakesLoadProgress(read: 1_000_000, total: 1_000_000))))
    window.settle()
    #expect(window.shows("Indexing 1,000,000 earthquakes…"))
    try self.store.dispatch(action: .data(.cacheDidLoad(LoadedQuakes(contents.quakes, after: newest.collection))))
    window.settle()
    #expect(!window.shows("Indexing 1,000,000 earthquakes…"))
    #expect(window.shows("\(contents.quakes.count) total"))
  }

  @Test(arguments: WindowTest.displays)
  func searchingNarrowsTheListAndChoosingAQuakeSelectsIt(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(self.quakes(in: window).first == "3.0, 60km NNW of San Antonio, Puerto Rico, yesterday")
    #expect(window.window.isActionEnabled("delete-selected") == false)
    try window.type("Indonesia", into: "Search earthquakes")
    #expect(self.quakes(in: window) == [
      "4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago",
      "5.2, 55km WNW of Abepura, Indonesia, 17 hours ago",
      "4.7, 48km WNW of Abepura, Indonesia, 13 hours ago",
    ])
    try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
    #expect(window.controls.first { $0.isSelected == true }?.name == "4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
    #expect(window.window.isActionEnabled("delete-selected") == true)
  }

  /// Copy puts the chosen quake's details and page on the clipboard, as its pane shows them, and says so.
  @Test(arguments: WindowTest.displays)
  func copyPutsTheQuakesDetailsOnTheClipboard(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    window.clipboardText = "what another app copied"
    try window.type("Bengkulu", into: "Search earthquakes")
    try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
    try window.click("Copy")
    #expect(window.clipboardText == """
      79km SSW of Bengkulu, Indonesia
      Magnitude: 4.7
      Saturday, 16 February 2019 at 1:27:11\u{202F}AM UTC
      Depth: 35 km
      4.472° S, 101.998° E
      https://earthquake.usgs.gov/earthquakes/eventpage/us2000jine
      """)
    #expect(window.shows("Copied to the clipboard"))
  }

  /// Delete Selected (in the Delete menu) removes the chosen quake and offers Undo in a toast, whose
  /// button brings it back.
  @Test(arguments: WindowTest.displays)
  func deleteRemovesTheQuakeAndUndoBringsItBack(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    let count = self.store.select { $0.quakes.count }
    try window.type("Bengkulu", into: "Search earthquakes")
    try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
    #expect(window.window.activateAction("delete-selected"))
    window.settle()
    #expect(self.store.select { $0.quakes.count } == count - 1)
    #expect(self.quakes(in: window).isEmpty)
    #expect(window.shows("Deleted 79km SSW of Bengkulu, Indonesia"))
    try window.click("Undo")
    #expect(self.store.select { $0.quakes.count } == count)
    #expect(self.quakes(in: window) == ["4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago"])
  }

  /// The sort is a radio action of the window (its Sort menu's items), oldest first until another is
  /// chosen: Largest First reorders the list.
  @Test(arguments: WindowTest.displays)
  func sortingByMagnitudePutsTheLargestFirst(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(window.window.actionState("sort") == "oldest-first")
    #expect(window.window.activateAction("sort::largest-first"))
    window.settle()
    #expect(window.window.actionState("sort") == "largest-first")
    #expect(self.quakes(in: window).first?.hasPrefix("5.") == true, "\(self.quakes(in: window).prefix(3))")
  }
}
