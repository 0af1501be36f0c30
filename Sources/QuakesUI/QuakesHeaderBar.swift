//  QuakesHeaderBar.swift

import DeclarativeViews
import QuakesData

/// Refresh menu and spinner at the start; the primary menu, Sort and Delete menus at the end.
@MainActor enum QuakesHeaderBar {
  static func view(_ model: QuakesWindowModel) -> View {
    View.headerBar(title: model.title, subtitle: model.subtitle) {
      View.menuButton(icon: "view-refresh-symbolic", accessibleLabel: "Refresh", menu: Self.refreshMenu)
        .key("refresh-menu")
        .slot(.start)
      View.spinner(spinning: model.status.isFetching)
        .visible(model.status.isFetching)
        .accessibleLabel("Fetching earthquakes")
        .key("spinner")
        .slot(.start)
      View.menuButton(icon: "open-menu-symbolic", accessibleLabel: "Main Menu", menu: model.context.primaryMenu())
        .key("main-menu")
        .slot(.end)
      View.menuButton(icon: "view-sort-descending-symbolic", accessibleLabel: "Sort", menu: Self.sortMenu)
        .sensitive(!model.list.isEmpty)
        .key("sort-menu")
        .slot(.end)
      View.menuButton(icon: "user-trash-symbolic", accessibleLabel: "Delete", menu: Self.deleteMenu)
        .sensitive(model.total > 0)
        .key("delete-menu")
        .slot(.end)
    }
  }

  static let refreshMenu = Menu(QuakesFeedRange.allCases.map { range in
    MenuItem(range.title, action: QuakesWindowActions.name(refresh: range))
  })

  static let deleteMenu = Menu([
    MenuItem("Delete Selected", action: QuakesWindowActions.deleteSelected),
    MenuItem("Delete All", action: QuakesWindowActions.deleteAll),
  ])

  /// Checked radio items of the window's "sort" action.
  static let sortMenu = Menu(QuakesSortChoice.allCases.map { choice in
    MenuItem(choice.title, action: QuakesWindowActions.name(sort: choice))
  })
}
