//  QuakesWindowModel.swift

import AppShell
import DeclarativeViews
import Foundation
import Localization
import Logging
import QuakesData

/// What one render of a window works from: its local state and the selections it reads.
struct QuakesWindowModel {
  let context: WindowContext<QuakesState, QuakesAction, QuakesWindowState>
  let list: QuakeList
  let total: Int
  /// The day listed: the one the user picked, or the newest day with quakes, or today.
  let day: QuakeDay
  let selected: Quake?
  let status: QuakesStatusSnapshot
  let now: Date
  let launcher: any URILauncher

  init(context: WindowContext<QuakesState, QuakesAction, QuakesWindowState>, calendar: Calendar, now: Date, launcher: any URILauncher) {
    self.context = context
    self.launcher = launcher
    self.now = now
    let local = context.local
    let newestDay = context.select(QuakesSelections.newestDay(calendar: calendar))
    // Clamped: the calendar widget must never be handed a day it cannot show (GTK refuses year 506713).
    self.day = (local.searchDay ?? newestDay ?? QuakeDay(now, calendar: calendar))
      .clamped(to: QuakeValidation.days(now: now, calendar: calendar))
    let query = QuakesQuery(searchText: local.searchText, day: self.day, sort: local.sort, calendar: calendar)
    self.list = context.select(QuakesSelections.quakes(query))
    self.total = context.select(QuakesSelections.totalCount)
    self.selected = context.select(QuakesSelections.quake(local.selectedQuakeId))
    self.status = context.select(QuakesSelections.status)
  }

  var local: QuakesWindowState {
    self.context.local
  }

  /// Narrower than the list and a useful map side by side need: the map goes under the list.
  var isNarrow: Bool {
    self.context.isNarrower(than: Self.narrowWidth)
  }

  /// Below this width the window puts the map under the list.
  static let narrowWidth = 720

  var title: String {
    self.selected?.name ?? tr("Earthquakes")
  }

  var subtitle: String? {
    self.selected.map { QuakeTimeFormat.complete($0.time, locale: Localization.locale) }
  }

  /// The toast on show: this window's own, else what the last fetch brought, until the window lets it go.
  var toast: Toast? {
    if let toast = self.local.toast { return toast }
    guard let fetch = self.status.lastFetch, self.status.fetchStatus == .success, fetch.fallback == nil else { return nil }
    let id = Self.toastId(of: fetch)
    return id == self.local.dismissedToastId ? nil : Toast(id: id, title: QuakesText.fetched(fetch), timeout: Self.toastSeconds)
  }

  /// How long a toast stays when nobody dismisses it.
  static let toastSeconds = 4

  /// The id of the toast that tells what `fetch` brought.
  nonisolated static func toastId(of fetch: QuakesFetchSummary) -> String {
    "fetch-\(fetch.number)"
  }

  static let logger = Logger(label: "org.immutabledata.Quakes.Window")

  func dismissToast(_ id: String?) {
    self.context.update { local in
      if local.toast?.id == id {
        local.toast = nil
        local.deletedQuake = nil
      } else {
        local.dismissedToastId = id
      }
    }
  }

  /// Fetches the window's chosen feed.
  func refresh() {
    guard !self.status.isFetching else { return }
    self.context.dispatch(.ui(.onTapRefresh(self.local.range)))
  }

  /// Opens the quake's page with the desktop's browser; says so in a toast when that fails.
  func openPage(_ page: URL) {
    do {
      try self.launcher.open(page)
    } catch {
      Self.logger.warning("could not open \(page.absoluteString): \(error)")
      self.context.update {
        $0.toast = Toast(id: UUID().uuidString, title: AppNotices.userMessage(for: error), timeout: Self.toastSeconds)
      }
    }
  }
}
