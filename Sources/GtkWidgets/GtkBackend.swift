//  GtkBackend.swift

import CGtk
import DeclarativeViews

/// Makes real GTK 4 widgets for the reconciler and connects their signals to handler tables.
@MainActor public final class GtkBackend : WidgetBackend {
  /// Widgets made, changed, moved or removed and list updates since the backend was made (the
  /// inspector's widget operations per render).
  @exclusivity(unchecked) public internal(set) var operationCount = 0
  /// Used for keyboard accelerators of window actions; nil in tests that run without a GtkApplication.
  public let application: UnsafeMutablePointer<GtkApplication>?
  /// Dialogs mounted during a render, presented once the render has attached them to a window.
  var pendingDialogs: [(dialog: GtkWidgetPointer, parent: GtkWidgetPointer)] = []

  public init(application: UnsafeMutablePointer<GtkApplication>?) {
    self.application = application
  }

  public func makeWidget(kind: ViewKind, handlers: HandlerTable) -> GtkWidgetPointer {
    self.operationCount &+= 1
    let widget = self.create(kind, handlers: handlers)
    self.connectSignals(of: widget, kind: kind, handlers: handlers)
    return widget
  }

  public func destroyRoot(_ widget: GtkWidgetPointer, kind: ViewKind) {
    self.operationCount &+= 1
    if [.window, .dialog, .applicationWindow, .preferencesWindow].contains(kind) {
      cgtk_window_destroy(widget)
    }
  }

  private func create(_ kind: ViewKind, handlers: HandlerTable) -> GtkWidgetPointer {
    switch kind {
    case .window:
      let window = cgtk_window_new()!
      WidgetExtras.of(window).windowActions = WindowActionGroup(window: window, handlers: handlers)
      return window
    case .dialog:
      let dialog = cgtk_window_new()!
      WidgetExtras.of(dialog).isDialog = true
      cgtk_window_close_on_escape(dialog)
      return dialog
    case .headerBar: return self.makeHeaderBar()
    case .box: return cgtk_box_new(1, 6)
    case .label: return cgtk_label_new(nil)
    case .button: return cgtk_button_new()
    case .menuButton: return cgtk_menu_button_new()
    case .entry: return cgtk_entry_new()
    case .searchEntry: return cgtk_search_entry_new()
    case .checkButton: return cgtk_check_button_new()
    case .switchToggle: return cgtk_switch_new()
    case .dropDown: return cgtk_drop_down_new()
    case .separator: return cgtk_separator_new(0)
    case .spinner: return cgtk_spinner_new()
    case .image: return cgtk_image_new(nil)
    case .scrolled: return cgtk_scrolled_new()
    case .paned: return cgtk_paned_new(0)
    case .popover: return cgtk_popover_new()
    case .calendar: return cgtk_calendar_new()
    case .drawingArea: return cgtk_drawing_area_new()
    case .applicationWindow, .adwHeaderBar, .toastOverlay, .statusPage, .messageDialog, .preferencesGroup, .actionRow, .entryRow, .comboRow, .splitButton:
      return self.makeAdwaitaWidget(kind, handlers: handlers)
    case .list, .gridView, .columnView:
      return self.makeCollection(kind, handlers: handlers)
    case .textView, .spinButton, .scale, .progressBar, .levelBar, .radioGroup, .stack, .expander, .linkButton, .fileChooser:
      return self.makeInputWidget(kind)
    case .leaflet:
      return self.makeLeaflet(handlers: handlers)
    case .viewStack:
      return self.makeViewStack(handlers: handlers)
    case .carousel:
      return self.makeCarousel(handlers: handlers)
    case .tabView:
      return self.makeTabView(handlers: handlers)
    case .preferencesWindow:
      return self.makePreferencesWindow(handlers: handlers)
    case .preferencesPage:
      return adw_preferences_page_new()
    case .custom:
      // Only through `makeCustomWidget`, which has the description: a stand-in without one.
      assertionFailure("A custom widget is made from its description (makeCustomWidget)")
      return adw_bin_new()
    }
  }

  /// A header bar whose title widget shows a title and, when set, a subtitle.
  private func makeHeaderBar() -> GtkWidgetPointer {
    let bar = cgtk_header_bar_new()!
    let titles = cgtk_box_new(1, 0)!
    cgtk_widget_set_valign(titles, Int32(Alignment.center.rawValue))
    let title = cgtk_label_new(nil)!
    cgtk_widget_add_css_class(title, "title")
    cgtk_label_set_ellipsize_end(title, 1)
    let subtitle = cgtk_label_new(nil)!
    cgtk_widget_add_css_class(subtitle, "subtitle")
    cgtk_label_set_ellipsize_end(subtitle, 1)
    cgtk_widget_set_visible(subtitle, 0)
    cgtk_box_insert_child_after(titles, title, nil)
    cgtk_box_insert_child_after(titles, subtitle, title)
    cgtk_header_bar_set_title_widget(bar, titles)
    let extras = WidgetExtras.of(bar)
    extras.titleLabel = title
    extras.subtitleLabel = subtitle
    return bar
  }
}
