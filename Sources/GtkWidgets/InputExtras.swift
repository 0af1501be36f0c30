//  InputExtras.swift

import CGtk
import DeclarativeViews

/// What the backend keeps about a widget of the input, page and collection kinds (beside `WidgetExtras`,
/// which holds its signal handler ids). Attached like `WidgetExtras`, so it lives as long as the widget.
@MainActor final class InputExtras {
  /// A spin button's or scale's bounds, or a level bar's.
  var minimum = 0.0
  var maximum = 100.0
  /// The buttons of a radio group, in choice order, and the index the view selects (-1: none).
  var radioButtons: [GtkWidgetPointer] = []
  var radioSelection = -1
  /// The GtkStack inside a stack view's box, and the page the view wants shown.
  var stack: GtkWidgetPointer?
  var desiredPage: String?
  /// A page's name and title (set on the child before it is put into its stack), and that stack.
  var pageName: String?
  var pageTitle: String?
  var pageIcon: String?
  var pageStack: GtkWidgetPointer?
  /// The AdwViewStack the page is in (`GtkBackend+ViewStack.swift`), or its AdwTabView.
  var pageViewStack: GtkWidgetPointer?
  var pageTabView: GtkWidgetPointer?
  /// The handlers of a widget whose signals are connected after it is made (a radio group's buttons).
  var handlers: HandlerTable?
  /// A column view's columns.
  var columns: ColumnViewColumns?

  private static let key = "immutabledata-input-extras"

  static func of(_ widget: GtkWidgetPointer) -> InputExtras {
    if let existing = cgtk_get_data(widget, key) {
      return Unmanaged<InputExtras>.fromOpaque(existing).takeUnretainedValue()
    }
    let extras = InputExtras()
    cgtk_set_data_full(widget, key, Unmanaged.passRetained(extras).toOpaque(), releaseInputExtras)
    return extras
  }
}

private let releaseInputExtras: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
