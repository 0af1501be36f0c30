//  CollectionsPage.swift

import AppShell
import DeclarativeViews
import GalleryData

/// A grid of tiles and a sortable table of 10,000 rows (both virtualized).
enum CollectionsPage {
  static let columns = GalleryColumn.allCases.map { TableColumn($0.rawValue, title: $0.title, expands: $0 == .name) }

  @MainActor static func body(_ stars: [GalleryStar], _ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption("Grid view")
      View.scrolled {
        View.gridView(
          ListItems(GalleryState.tiles, key: { $0 }, row: { icon in
            View.vstack(spacing: 4) {
              View.image(icon + "-symbolic", pixelSize: 32)
              View.label(icon.replacingOccurrences(of: "weather-", with: "")).cssClasses(["caption"])
            }.margin(6).tooltip(icon)
          }),
          selection: state.selectedTile,
          accessibleLabel: "Weather icons",
          onSelect: { context.dispatch(.selectTile($0)) }
        ).key("grid")
      }.size(height: 110)
      View.caption("Column view: \(stars.count) rows, click a header to sort")
      View.scrolled {
        View.columnView(
          TableItems(stars, key: { String($0.id) }, cell: { star, column in
            switch GalleryColumn(rawValue: column) {
            case .magnitude: View.label(String(format: "%.1f", star.magnitude), xalign: 1)
            case .lightYears: View.label(String(star.lightYears), xalign: 1)
            default: View.label(star.name, xalign: 0)
            }
          }),
          columns: Self.columns,
          sort: state.sort.map { TableSort(column: $0.column.rawValue, ascending: $0.ascending) },
          selection: state.selectedStar,
          accessibleLabel: "Stars",
          onSelect: { context.dispatch(.selectStar($0)) },
          onSort: { sort in
            context.dispatch(.sortStars(sort.flatMap { sort in
              GalleryColumn(rawValue: sort.column).map { GallerySort(column: $0, ascending: sort.ascending) }
            }))
          }
        ).key("stars")
      }.expand(vertical: true).size(height: 300)
    }
  }
}
