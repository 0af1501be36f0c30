//  WidgetExtras.swift

import CGtk
import DeclarativeViews

public typealias GtkWidgetPointer = UnsafeMutablePointer<GtkWidget>

/// What the backend keeps about one widget besides the widget itself: handler ids (to block echoes),
/// current CSS classes, and per-kind helpers. Attached to the widget with g_object_set_data_full,
/// so it lives exactly as long as the widget.
@MainActor final class WidgetExtras {
  var handlerIDs: [String : gulong] = [:]
  var cssClasses: [String] = []
  var titleLabel: GtkWidgetPointer?
  var subtitleLabel: GtkWidgetPointer?
  var windowActions: WindowActionGroup?
  var list: ListBinding?
  var rowHost: RowHost?
  var dropDownSelection = -1
  var isDialog = false
  /// The pane a leaflet is asked to show (`.selectedIndex`).
  var leafletPane: PropertyValue?
  /// The widget's handler table: what drops fire.
  var handlers: HandlerTable?
  /// Added when a description first asks for dragging or drops (`GtkBackend+Transfer.swift`).
  var dragSource: OpaquePointer?
  var dropTargets: [String : OpaquePointer] = [:]
  /// A carousel view's AdwCarousel and the page it is asked to show (`GtkBackend+Carousel.swift`).
  var carousel: GtkWidgetPointer?
  var carouselPage = 0
  /// A tab view's AdwTabView, the page it is asked to select, and the page it is closing itself
  /// (`GtkBackend+TabView.swift`).
  var tabView: GtkWidgetPointer?
  var tabBar: GtkWidgetPointer?
  var tabViewSelection: String?
  var closingTab: OpaquePointer?
  /// The view's custom modifiers as applied (`GtkBackend+Modifiers.swift`).
  var modifiers: [any AppliedModifier] = []

  private static let key = "immutabledata-extras"

  static func of(_ widget: GtkWidgetPointer) -> WidgetExtras {
    if let existing = cgtk_get_data(widget, key) {
      return Unmanaged<WidgetExtras>.fromOpaque(existing).takeUnretainedValue()
    }
    let extras = WidgetExtras()
    cgtk_set_data_full(widget, key, Unmanaged.passRetained(extras).toOpaque(), releaseExtras)
    return extras
  }
}

private let releaseExtras: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
