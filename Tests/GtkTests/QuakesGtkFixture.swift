//  QuakesGtkFixture.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import ImmutableData
import ImmutableDataTesting
import ImmutableUI
import QuakesData
import QuakesFeed
import QuakesPersistence
import QuakesUI

/// One Quakes app on real widgets: a store, a listener on a file:// feed and a SQLite cache in a
/// temporary directory, and a manual scheduler; helpers poll with a deadline, never hang.
///
/// The helpers do not run the GLib loop: widgets, labels and list models update synchronously when a
/// render is applied, and awaiting the listener's I/O between loop turns is what the GL renderer
/// could not survive (see `cgtk_init_check`).
@MainActor final class QuakesGtkFixture {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("QuakesFeedTests/Fixtures")
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  let store = QuakesApp.makeStore()
  let scheduler = ManualScheduler()
  let app: GtkApp<QuakesState, QuakesAction>
  let listener: QuakesListener
  let cache: QuakesSQLiteCache

  init(
    dataDirectory: URL,
    feed: URL = QuakesGtkFixture.fixtures.appendingPathComponent("1.0_day.geojson"),
    feedClient: (any QuakesFeedClient)? = nil,
    launcher: any URILauncher = RecordingURILauncher()
  ) {
    self.cache = QuakesSQLiteCache(directory: dataDirectory)
    let client = feedClient ?? QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: feed))
    self.listener = QuakesListener(feed: client, cache: self.cache)
    self.listener.listen(to: self.store)
    self.app = QuakesApp.make(store: self.store, scheduler: self.scheduler, calendar: Self.utc, launcher: launcher)
    _ = self.app.startWithoutApplication()
  }

  static func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("quakes-gtk-tests-\(UUID().uuidString)")
  }

  /// Runs the scheduler until `condition` holds, waiting in between for the store's next dispatch or
  /// for the listener's work to finish (events, not pauses); false after ten seconds.
  func eventually(_ condition: () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      self.scheduler.runPending()
      if await condition() {
        self.scheduler.runPending()
        return true
      }
      await self.store.nextActivity(before: deadline)
    }
    return await condition()
  }

  func settle() {
    self.scheduler.runPending()
  }

  func label(_ name: String, in window: any WindowHosting) -> String? {
    GtkTestSupport.labelText(name, in: window)
  }

  func title(of window: any WindowHosting) -> String? {
    window.root.flatMap { cgtk_window_get_title($0.widget) }.map { String(cString: $0) }
  }

  func rowKeys(in window: any WindowHosting) -> [String] {
    guard let rows = window.root?.find(name: "quake-list")?.view.rows else { return [] }
    return (0 ..< rows.count).map { rows.key(at: $0) }
  }

  /// Types into the search entry as a user would (the entry's "changed" signal fires).
  func search(_ text: String, in window: any WindowHosting) {
    guard let entry = GtkTestSupport.widget("search", in: window) else { return }
    cgtk_editable_set_text(entry, text)
    self.settle()
  }

  /// Selects row `position` through the list view's selection model, as a click would.
  func selectRow(_ position: Int, in window: any WindowHosting) {
    guard let list = GtkTestSupport.widget("quake-list", in: window) else { return }
    let model = gtk_list_view_get_model(OpaquePointer(list))
    gtk_single_selection_set_selected(model, UInt32(position))
    self.settle()
  }

  /// Refreshes the chosen feed (the past day, unless the window chose another) and waits until its
  /// quakes are listed.
  func refresh(_ window: any WindowHosting, expectingTotal total: Int) async -> Bool {
    guard window.activateAction("refresh") else { return false }
    return await self.eventually { self.label("total", in: window) == "\(total) total" }
  }
}

/// Records the pages "Open on USGS" asks for instead of starting a browser; with `failure`, refuses.
@MainActor final class RecordingURILauncher : URILauncher {
  var opened: [URL] = []
  var failure: URILaunchError?

  init(failure: URILaunchError? = nil) {
    self.failure = failure
  }

  func open(_ uri: URL) throws {
    if let failure { throw failure }
    self.opened.append(uri)
  }
}
