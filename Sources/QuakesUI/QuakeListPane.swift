//  QuakeListPane.swift

import DeclarativeViews
import Localization
import QuakesData

/// The search entry, the problem banner, the list (or a status page) and the footer.
enum QuakeListPane {
  /// The search entry's key: Ctrl+F focuses it.
  static let searchName = "search"

  static func view(_ model: QuakesWindowModel) -> View {
    View.vstack(spacing: 0) {
      View.searchEntry(text: model.local.searchText, placeholder: tr("Search earthquakes")) { text in
        model.context.update { $0.searchText = text }
      }
      .name(Self.searchName)
      .margin(6)
      QuakesBanner.view(model)
      Self.content(model)
      View.separator()
      QuakesFooter.view(model)
    }
    .size(width: 340)
  }

  private static func content(_ model: QuakesWindowModel) -> View {
    if model.total == 0 {
      return Self.nothingLoaded(model)
    }
    if model.list.isEmpty {
      let search = model.local.searchText.trimmingCharacters(in: .whitespaces)
      let day = QuakeTimeFormat.day(model.day, locale: Localization.locale)
      let description = search.isEmpty
        ? tr("No earthquakes on %@.", day)
        : tr("No earthquakes on %1$@ match “%2$@”.", day, search)
      return View.statusPage(icon: "edit-find-symbolic", title: tr("No Results"), description: description).name("empty-results")
    }
    let rows = QuakeRows(quakes: model.list.quakes, now: model.now)
    return View.scrolled {
      View.list(
        rows,
        selection: model.local.selectedQuakeId,
        scrollTo: model.local.scrollTarget,
        accessibleLabel: tr("Earthquakes"),
        onSelect: { quakeId in model.selectFromList(quakeId) }
      )
      .name("quake-list")
    }
  }

  /// No quakes at all: loading, why loading failed (with Retry), or an invitation to refresh.
  private static func nothingLoaded(_ model: QuakesWindowModel) -> View {
    if model.status.isLoadingCache || model.status.isFetching {
      return View.vstack(spacing: 12) {
        View.spinner().size(width: 32, height: 32).accessibleLabel(tr("Loading earthquakes"))
        View.label(tr("Loading earthquakes…")).cssClasses(["dim-label"])
      }
      .align(horizontal: .center, vertical: .center)
      .expand(horizontal: true, vertical: true)
    }
    let failure = model.status.loadFailure
    return View.statusPage(
      icon: failure == nil ? "weather-storm-symbolic" : "network-offline-symbolic",
      title: failure == nil ? tr("No Earthquakes Yet") : tr("Can't load earthquakes"),
      description: failure.map(QuakesFailureText.sentence) ?? tr("Refresh loads the earthquakes of the chosen period: %@.", QuakesText.range(model.local.range))
    ) {
      View.button(failure == nil ? tr("Refresh") : tr("Retry")) { model.refresh() }
        .name("empty-refresh")
        .cssClasses(["suggested-action", "pill"])
        .align(horizontal: .center)
    }
    .name(failure == nil ? "empty-all" : "load-failed")
  }
}
