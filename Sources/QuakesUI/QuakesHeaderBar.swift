//  QuakesHeaderBar.swift

import DeclarativeViews
import Localization
import QuakesData

/// Refresh (a split button: click fetches the chosen feed, its menu chooses another) and the spinner
/// at the start; the primary menu, Sort and Delete menus at the end. A narrow window has Delete's two
/// items in its primary menu instead, so that the bar fits a phone's width.
enum QuakesHeaderBar {
  static func view(_ model: QuakesWindowModel, actions: QuakesWindowActions) -> View {
    let deletions = MenuSection([MenuItem(actions.deleteSelected), MenuItem(actions.deleteAll)])
    return View.adwHeaderBar(title: model.title, subtitle: model.subtitle) {
      View.splitButton(icon: "view-refresh-symbolic", accessibleLabel: tr("Refresh"), menu: Self.rangeMenu(actions.range)) { model.refresh() }
        .sensitive(!model.status.isFetching)
        .name("refresh")
        .slot(.start)
      View.spinner(spinning: model.status.isFetching)
        .visible(model.status.isFetching)
        .accessibleLabel(tr("Fetching earthquakes"))
        .slot(.start)
      View.menuButton(icon: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: model.context.primaryMenu(model.isNarrow ? [deletions] : []))
        .name("main-menu")
        .slot(.end)
      View.menuButton(icon: "view-sort-descending-symbolic", accessibleLabel: tr("Sort"), menu: Self.sortMenu(actions.sort))
        .sensitive(!model.list.isEmpty)
        .name("sort-menu")
        .slot(.end)
      View.menuButton(icon: "user-trash-symbolic", accessibleLabel: tr("Delete"), menu: Menu(deletions.items))
        .sensitive(model.total > 0)
        .visible(!model.isNarrow)
        .name("delete-menu")
        .slot(.end)
    }
  }

  /// Checked radio items of the window's "range" action.
  static func rangeMenu(_ range: WindowAction) -> Menu {
    Menu(QuakesFeedRange.allCases.map { MenuItem(QuakesText.range($0), choosing: $0.rawValue, of: range) })
  }

  /// Checked radio items of the window's "sort" action.
  static func sortMenu(_ sort: WindowAction) -> Menu {
    Menu(QuakesSortChoice.allCases.map { MenuItem($0.title, choosing: $0.rawValue, of: sort) })
  }
}
