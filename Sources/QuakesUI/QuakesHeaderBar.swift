//  QuakesHeaderBar.swift

import DeclarativeViews
import Localization
import QuakesData

/// Refresh (a split button: click fetches the chosen feed, its menu chooses another) and the spinner
/// at the start; the primary menu, Sort and Delete menus at the end.
enum QuakesHeaderBar {
  static func view(_ model: QuakesWindowModel) -> View {
    View.adwHeaderBar(title: model.title, subtitle: model.subtitle) {
      View.splitButton(icon: "view-refresh-symbolic", accessibleLabel: tr("Refresh"), menu: Self.rangeMenu) { model.refresh() }
        .sensitive(!model.status.isFetching)
        .name("refresh")
        .slot(.start)
      View.spinner(spinning: model.status.isFetching)
        .visible(model.status.isFetching)
        .accessibleLabel(tr("Fetching earthquakes"))
        .slot(.start)
      View.menuButton(icon: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: model.context.primaryMenu())
        .name("main-menu")
        .slot(.end)
      View.menuButton(icon: "view-sort-descending-symbolic", accessibleLabel: tr("Sort"), menu: Self.sortMenu)
        .sensitive(!model.list.isEmpty)
        .name("sort-menu")
        .slot(.end)
      View.menuButton(icon: "user-trash-symbolic", accessibleLabel: tr("Delete"), menu: Self.deleteMenu)
        .sensitive(model.total > 0)
        .name("delete-menu")
        .slot(.end)
    }
  }

  /// Checked radio items of the window's "range" action.
  static var rangeMenu: Menu {
    Menu(QuakesFeedRange.allCases.map { range in
      MenuItem(QuakesText.range(range), action: QuakesWindowActions.name(range: range))
    })
  }

  static var deleteMenu: Menu {
    Menu([
      MenuItem(tr("Delete Selected"), action: QuakesWindowActions.deleteSelected),
      MenuItem(tr("Delete All…"), action: QuakesWindowActions.deleteAll),
    ])
  }

  /// Checked radio items of the window's "sort" action.
  static var sortMenu: Menu {
    Menu(QuakesSortChoice.allCases.map { choice in
      MenuItem(choice.title, action: QuakesWindowActions.name(sort: choice))
    })
  }
}
