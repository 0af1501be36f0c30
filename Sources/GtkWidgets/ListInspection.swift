//  ListInspection.swift

import CGtk
import DeclarativeViews

/// Counters and controls of a mounted list, for tests and benchmarks.
public struct ListStatistics : Hashable, Sendable {
  /// Splices applied by renders (rows replaced, added or removed).
  public var spliceCount: Int
  /// `items_changed` emissions caused by renders: only splices that change the number of rows make one
  /// (rows replaced one for one keep their model items and widgets).
  public var itemsChangedCount: Int
  /// Rows rendered for a new item so far (only rows near the visible ones are ever bound).
  public var bindCount: Int
  /// GTK "bind" emissions, including rebinds of unchanged rows that were skipped.
  public var bindSignalCount: Int
  public var rowCount: Int
  public var selectedKey: String?
  /// Keys of the rows that have a widget now (the visible ones and a few around them).
  public var boundKeys: Set<String>
}

@MainActor public enum ListInspection {
  /// Statistics of the list widget `list` (nil if it is not a list).
  public static func statistics(of list: GtkWidgetPointer) -> ListStatistics? {
    guard let binding = WidgetExtras.of(list).list else { return nil }
    return ListStatistics(
      spliceCount: binding.spliceCount,
      itemsChangedCount: binding.itemsChangedCount,
      bindCount: binding.bindCount,
      bindSignalCount: binding.bindSignalCount,
      rowCount: binding.count,
      selectedKey: binding.selectedKey,
      boundKeys: binding.boundKeys
    )
  }

  /// Selects a row as a click would, so the list's selection handler runs.
  public static func selectAsUser(_ list: GtkWidgetPointer, position: Int) {
    WidgetExtras.of(list).list?.selectAsUser(position: position)
  }

  /// Activates a row as a double click or Enter would.
  public static func activateAsUser(_ list: GtkWidgetPointer, position: Int) {
    cgtk_list_view_emit_activate(list, UInt32(position))
  }

  /// The widget that shows row `position` (a cell of it, in a column view), or nil when that row has no widget.
  public static func rowWidget(of list: GtkWidgetPointer, at position: Int) -> GtkWidgetPointer? {
    WidgetExtras.of(list).list?.rowWidget(at: position)
  }

  /// The key of the model's row `position`.
  public static func key(of list: GtkWidgetPointer, at position: Int) -> String? {
    WidgetExtras.of(list).list?.key(at: position)
  }
}

extension ListInspection {
  /// The sort order a column view shows (nil: unsorted, or not a column view).
  public static func sortOrder(of columnView: GtkWidgetPointer) -> TableSort? {
    InputExtras.of(columnView).columns?.currentSort
  }
}
