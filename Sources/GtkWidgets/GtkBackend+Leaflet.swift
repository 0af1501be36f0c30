//  GtkBackend+Leaflet.swift

import CGtk
import DeclarativeViews

/// The leaflet (`View.leaflet`, AdwLeaflet): made, its properties, signals and children, in one place.
extension GtkBackend {
  func makeLeaflet(handlers: HandlerTable) -> GtkWidgetPointer {
    let widget = adw_leaflet_new()!
    let leaflet = Self.leaflet(widget)
    adw_leaflet_set_can_navigate_back(leaflet, 1)
    let extras = WidgetExtras.of(widget)
    extras.handlerIDs["visible-child"] = Signal.connectPointer(UnsafeMutableRawPointer(widget), "notify::visible-child") { _ in
      handlers.fire(.selectionChanged, index: Self.visiblePane(of: widget))
    }
    Signal.connectPointer(UnsafeMutableRawPointer(widget), "notify::folded") { _ in
      handlers.fire(.foldChanged, bool: adw_leaflet_get_folded(leaflet) != 0)
    }
    return widget
  }

  /// Shows the pane at `index` (separators not counted) when folded; the one a fold will show otherwise.
  func setLeafletPane(_ index: Int, on widget: GtkWidgetPointer) {
    let panes = Self.panes(of: widget)
    let leaflet = Self.leaflet(widget)
    guard panes.indices.contains(index), adw_leaflet_get_visible_child(leaflet) != panes[index] else { return }
    // The leaflet gives the keyboard focus to the pane it shows: right when it shows one pane alone, not
    // when all are side by side (the user's focus stays where it is).
    let root = gtk_widget_get_root(widget)
    let focus = adw_leaflet_get_folded(leaflet) == 0 ? root.flatMap { gtk_root_get_focus($0) } : nil
    Signal.withBlocked(UnsafeMutableRawPointer(widget), WidgetExtras.of(widget).handlerIDs["visible-child"]) {
      adw_leaflet_set_visible_child(leaflet, panes[index])
    }
    if let focus, root.flatMap({ gtk_root_get_focus($0) }) != focus {
      gtk_widget_grab_focus(focus)
    }
  }

  func insertLeafletChild(_ child: GtkWidgetPointer, into widget: GtkWidgetPointer, after previous: GtkWidgetPointer?) {
    // The first pane inserted becomes the visible one: the program's doing, not the user's.
    Signal.withBlocked(UnsafeMutableRawPointer(widget), WidgetExtras.of(widget).handlerIDs["visible-child"]) {
      let page = adw_leaflet_insert_child_after(Self.leaflet(widget), child, previous)
      // A separator between panes is never the one pane a folded leaflet shows.
      if Self.isSeparator(child) {
        adw_leaflet_page_set_navigatable(page, 0)
      }
    }
    // The pane asked for may have just arrived (panes are inserted after the leaflet's properties are set).
    if case .int(let index)? = WidgetExtras.of(widget).leafletPane {
      self.setLeafletPane(index, on: widget)
    }
  }

  func removeLeafletChild(_ child: GtkWidgetPointer, from widget: GtkWidgetPointer) {
    Signal.withBlocked(UnsafeMutableRawPointer(widget), WidgetExtras.of(widget).handlerIDs["visible-child"]) {
      adw_leaflet_remove(Self.leaflet(widget), child)
    }
  }

  /// The panes: the children that are not separators, in order.
  private static func panes(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    WidgetTree.children(of: widget).filter { !Self.isSeparator($0) }
  }

  private static func visiblePane(of widget: GtkWidgetPointer) -> Int? {
    guard let visible = adw_leaflet_get_visible_child(Self.leaflet(widget)) else { return nil }
    return Self.panes(of: widget).firstIndex(of: visible)
  }

  private static func isSeparator(_ widget: GtkWidgetPointer) -> Bool {
    WidgetTree.isA(widget, gtk_separator_get_type())
  }

  private static func leaflet(_ widget: GtkWidgetPointer) -> OpaquePointer {
    OpaquePointer(widget)
  }
}
