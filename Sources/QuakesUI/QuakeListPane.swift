//  QuakeListPane.swift

import DeclarativeViews
import Foundation
import Localization
import QuakesData

/// The search entry, the problem banner, the list (or a status page) and the footer.
enum QuakeListPane {
  /// The search entry's key: Ctrl+F focuses it.
  static let searchName = "search"

  static func view(_ model: QuakesWindowModel, refresh: WindowAction) -> View {
    View.vstack(spacing: 0) {
      View.searchEntry(text: model.local.searchText, placeholder: tr("Search earthquakes"), onChange: model.context.set(\.searchText))
      .name(Self.searchName)
      .margin(6)
      QuakesBanner.view(model)
      QuakeListContent(
        list: model.list,
        total: model.total,
        day: model.day,
        searchText: model.local.searchText,
        selectedQuakeId: model.local.selectedQuakeId,
        scrollTarget: model.local.scrollTarget,
        minute: QuakeListContent.minute(of: model.now),
        // Only an empty window shows the status (loading, why loading failed).
        status: model.total == 0 ? model.status : nil,
        range: model.local.range,
        refresh: refresh
      )
      View.separator()
      QuakesFooter.view(model)
    }
    // Beside the map it keeps a readable width; over it, a phone's width is enough.
    .size(width: model.isNarrow ? 300 : 340)
  }
}

/// The list, or why it is empty: a component, so that a fetch's progress, a toast or the map's viewport
/// changing does not run its body and diff the day's rows again. Its body runs when the listed quakes,
/// the query, the selection or the minute (relative times) change.
struct QuakeListContent : QuakesComponent, Equatable {
  let list: QuakeList
  let total: Int
  let day: QuakeDay
  let searchText: String
  let selectedQuakeId: String?
  let scrollTarget: String?
  /// `now` to the minute: the rows' relative times ("5 minutes ago") change no more often.
  let minute: Date
  let status: QuakesStatusSnapshot?
  let range: QuakesFeedRange
  /// The window's Refresh action, for the empty list's Refresh or Retry.
  let refresh: WindowAction

  static func minute(of date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
  }

  func body(_ context: Context) -> View {
    if self.total == 0 {
      return self.nothingLoaded(context)
    }
    if self.list.isEmpty {
      let search = self.searchText.trimmingCharacters(in: .whitespaces)
      let day = QuakeTimeFormat.day(self.day, locale: Localization.locale)
      let description = search.isEmpty
        ? tr("No earthquakes on %@.", day)
        : tr("No earthquakes on %1$@ match “%2$@”.", day, search)
      return View.statusPage(icon: "edit-find-symbolic", title: tr("No Results"), description: description).name("empty-results")
    }
    let quakes = self.list.quakes
    return View.scrolled {
      View.list(
        QuakeRows(quakes: quakes, now: self.minute),
        selection: self.selectedQuakeId,
        scrollTo: self.scrollTarget,
        accessibleLabel: tr("Earthquakes"),
        onSelect: .run { quakeId in
          // Selects the quake and moves the map to it.
          let quake = quakeId.flatMap { id in quakes.first { $0.quakeId == id } }
          context.update { local in
            local.selectedQuakeId = quakeId
            local.scrollTarget = nil
            if let quake {
              local.viewport = local.viewport.centered(longitude: quake.longitude, latitude: quake.latitude)
            }
          }
        }
      )
      .name("quake-list")
    }
  }

  /// No quakes at all: loading, why loading failed (with Retry), or an invitation to refresh.
  private func nothingLoaded(_ context: Context) -> View {
    let status = self.status
    if status?.isLoadingCache == true, let progress = status?.cacheLoadProgress {
      return View.vstack(spacing: 12) {
        View.progressBar(fraction: progress.fraction, accessibleLabel: tr("Loading earthquakes"))
          .size(width: 280, height: -1)
        View.label(tr("Loading earthquakes…")).cssClasses(["dim-label"])
        View.label(QuakesText.loaded(progress)).cssClasses(["dim-label", "numeric"])
      }
      .align(horizontal: .center, vertical: .center)
      .expand(horizontal: true, vertical: true)
    }
    if status?.isLoadingCache == true || status?.isFetching == true {
      return View.vstack(spacing: 12) {
        View.spinner().size(width: 32, height: 32).accessibleLabel(tr("Loading earthquakes"))
        View.label(tr("Loading earthquakes…")).cssClasses(["dim-label"])
      }
      .align(horizontal: .center, vertical: .center)
      .expand(horizontal: true, vertical: true)
    }
    let failure = status?.loadFailure
    let range = self.range
    return View.statusPage(
      icon: failure == nil ? "weather-storm-symbolic" : "network-offline-symbolic",
      title: failure == nil ? tr("No Earthquakes Yet") : tr("Can't load earthquakes"),
      description: failure.map(QuakesFailureText.sentence) ?? tr("Refresh loads the earthquakes of the chosen period: %@.", QuakesText.range(range))
    ) {
      View.button(self.refresh.titled(failure == nil ? tr("Refresh") : tr("Retry")))
        .name("empty-refresh")
        .cssClasses(["suggested-action", "pill"])
        .align(horizontal: .center)
    }
    .name(failure == nil ? "empty-all" : "load-failed")
  }
}
