//  QuakeListPane.swift

import DeclarativeViews
import QuakesData

/// The search entry, the status banner, the list (or an empty state) and the footer.
@MainActor enum QuakeListPane {
  static func view(_ model: QuakesWindowModel) -> View {
    View.vstack(spacing: 0) {
      View.searchEntry(text: model.local.searchText, placeholder: "Search earthquakes") { text in
        model.context.update { $0.searchText = text }
      }
      .key("search")
      .margin(6)
      QuakesBanner.view(model.status.messages)
      Self.content(model)
      View.separator()
      QuakesFooter.view(model)
    }
    .size(width: 340)
  }

  private static func content(_ model: QuakesWindowModel) -> View {
    if model.total == 0 {
      if model.status.isLoadingCache || model.status.isFetching {
        return View.vstack(spacing: 12) {
          View.spinner().size(width: 32, height: 32).accessibleLabel("Loading earthquakes")
          View.label("Loading earthquakes…").cssClasses(["dim-label"])
        }
        .align(horizontal: .center, vertical: .center)
        .expand(horizontal: true, vertical: true)
        .key("loading")
      }
      return View.emptyState(icon: "weather-storm-symbolic", title: "Refresh to load earthquakes", description: "Choose a feed in the Refresh menu.") {
        View.button("Refresh") { model.context.dispatch(.ui(.onTapRefresh(.day))) }
          .key("empty-refresh")
          .cssClasses(["suggested-action", "pill"])
          .align(horizontal: .center)
      }
      .key("empty-all")
    }
    if model.list.isEmpty {
      let search = model.local.searchText.trimmingCharacters(in: .whitespaces)
      let description = search.isEmpty
        ? "No earthquakes on \(QuakeTimeFormat.day(model.day))."
        : "No earthquakes on \(QuakeTimeFormat.day(model.day)) match “\(search)”."
      return View.emptyState(icon: "edit-find-symbolic", title: "No Results", description: description).key("empty-results")
    }
    let rows = QuakeRows(quakes: model.list.quakes, now: model.now)
    return View.scrolled {
      View.list(
        rows,
        selection: model.local.selectedQuakeId,
        scrollTo: model.local.scrollTarget,
        accessibleLabel: "Earthquakes",
        onSelect: { quakeId in model.selectFromList(quakeId) }
      )
      .key("quake-list")
    }
    .key("list-scroller")
  }
}
