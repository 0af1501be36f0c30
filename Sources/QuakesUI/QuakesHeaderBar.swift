//  QuakesHeaderBar.swift

import DeclarativeViews
import QuakesData

/// Refresh menu and spinner at the start; Delete and Sort menus and New Window at the end.
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
      View.button(icon: "window-new-symbolic", accessibleLabel: "New Window") { model.context.openWindow() }
        .key("new-window")
        .slot(.end)
      View.menuButton(icon: "view-sort-descending-symbolic", accessibleLabel: "Sort", menu: Self.sortMenu(model.local.sort))
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

  /// The current choices carry a check mark (menu items here are plain actions, not radio items).
  static func sortMenu(_ sort: QuakesSort) -> Menu {
    func mark(_ label: String, _ isCurrent: Bool) -> String {
      isCurrent ? "✓ \(label)" : "    \(label)"
    }
    return Menu([
      MenuSection(label: "Order", [
        MenuItem(mark("Forward", sort.order == .forward), action: QuakesWindowActions.name(sortOrder: .forward)),
        MenuItem(mark("Reverse", sort.order == .reverse), action: QuakesWindowActions.name(sortOrder: .reverse)),
      ]),
      MenuSection(label: "Sort By", [
        MenuItem(mark("Time", sort.key == .time), action: QuakesWindowActions.name(sortKey: .time)),
        MenuItem(mark("Magnitude", sort.key == .magnitude), action: QuakesWindowActions.name(sortKey: .magnitude)),
      ]),
    ])
  }
}
