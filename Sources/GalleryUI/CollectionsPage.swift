//  CollectionsPage.swift

import AppShell
import DeclarativeViews
import Foundation
import GalleryData
import Localization

/// A grid of tiles and a sortable table of 10,000 rows (both virtualized).
enum CollectionsPage {
  static var columns: [TableColumn] { GalleryColumn.allCases.map { TableColumn($0.rawValue, title: $0.title, expands: $0 == .name) } }

  static func body(_ stars: [GalleryStar], _ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Grid view"))
      View.scrolled {
        View.gridView(
          ListItems(GalleryState.tiles, key: { $0 }, row: { icon in
            View.vstack(spacing: 4) {
              View.image(icon + "-symbolic", pixelSize: 32)
              View.label(Self.tileName(icon)).cssClasses(["caption"])
            }.margin(6).tooltip(icon)
          }),
          selection: state.selectedTile,
          accessibleLabel: tr("Weather icons"),
          onSelect: context.send { .selectTile($0) }
        ).name("grid")
      }.size(height: 110)
      View.caption(trn("Column view: %@ row, click a header to sort", "Column view: %@ rows, click a header to sort", stars.count))
      View.scrolled {
        View.columnView(
          TableItems(stars, key: { String($0.id) }, cell: { star, column in
            switch GalleryColumn(rawValue: column) {
            case .magnitude: View.label(star.magnitude.formatted(.number.precision(.fractionLength(1)).locale(Localization.locale)), xalign: 1)
            case .lightYears: View.label(star.lightYears.formatted(.number.locale(Localization.locale)), xalign: 1)
            default: View.label(star.name, xalign: 0)
            }
          }),
          columns: Self.columns,
          sort: state.sort.map { TableSort(column: $0.column.rawValue, ascending: $0.ascending) },
          selection: state.selectedStar,
          accessibleLabel: tr("Stars"),
          onSelect: context.send { .selectStar($0) },
          onSort: context.send { sort in
            .sortStars(sort.flatMap { sort in GalleryColumn(rawValue: sort.column).map { GallerySort(column: $0, ascending: sort.ascending) } })
          }
        ).name("stars")
      }.expand(vertical: true).size(height: 300)
    }
  }

  /// A tile's weather (its icon name) in the user's language.
  static func tileName(_ icon: String) -> String {
    switch icon {
    case "weather-clear": tr("Clear")
    case "weather-few-clouds": tr("Few clouds")
    case "weather-overcast": tr("Overcast")
    case "weather-showers": tr("Showers")
    case "weather-snow": tr("Snow")
    case "weather-storm": tr("Storm")
    default: icon
    }
  }
}
