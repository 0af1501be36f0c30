//  GtkBackend+TabView.swift

import CGtk
import DeclarativeViews
import Localization

/// The tab view (`View.tabView`): a box of an AdwTabBar and its AdwTabView. A tab the user closes is
/// reported and kept until the description leaves its page out; a page the description drops is closed
/// without asking. Made, its properties, signals and pages, in one place.
extension GtkBackend {
  func makeTabView(handlers: HandlerTable) -> GtkWidgetPointer {
    let box = cgtk_box_new(1, 0)!
    let view = adw_tab_view_new()!
    let widget = UnsafeMutablePointer<GtkWidget>(view)
    cgtk_widget_set_vexpand(widget, 1)
    let bar = adw_tab_bar_new()!
    adw_tab_bar_set_view(bar, view)
    adw_tab_bar_set_autohide(bar, 0)
    cgtk_box_append(box, UnsafeMutablePointer<GtkWidget>(bar))
    cgtk_box_append(box, widget)
    let extras = WidgetExtras.of(box)
    extras.tabView = widget
    extras.tabBar = UnsafeMutablePointer<GtkWidget>(bar)
    extras.handlerIDs["selected-page"] = Signal.connectPointer(UnsafeMutableRawPointer(widget), "notify::selected-page") { _ in
      handlers.fire(.pageChanged, key: adw_tab_view_get_selected_page(view).flatMap(Self.pageName(of:)))
    }
    Signal.connectPointerReturningBool(UnsafeMutableRawPointer(widget), "close-page") { [weak extras] page in
      guard let page = page.map(OpaquePointer.init) else { return false }
      // The description dropped the page: it goes. Else the user asked: the app decides, in its state.
      let closing = extras?.closingTab == page
      if !closing {
        handlers.fire(.tabClosed, key: Self.pageName(of: page))
      }
      adw_tab_view_close_page_finish(view, page, closing ? 1 : 0)
      return true
    }
    return box
  }

  /// Selects the page the view names once it exists.
  func setTabViewPage(_ name: String?, on box: GtkWidgetPointer) {
    let extras = WidgetExtras.of(box)
    extras.tabViewSelection = name
    guard let widget = extras.tabView, let name else { return }
    let view = OpaquePointer(widget)
    for position in 0 ..< adw_tab_view_get_n_pages(view) {
      let page = adw_tab_view_get_nth_page(view, position)!
      guard Self.pageName(of: page) == name, adw_tab_view_get_selected_page(view) != page else { continue }
      Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["selected-page"]) {
        adw_tab_view_set_selected_page(view, page)
      }
    }
  }

  func insertTabPage(_ child: GtkWidgetPointer, into box: GtkWidgetPointer, at index: Int) {
    let extras = WidgetExtras.of(box)
    guard let widget = extras.tabView else { return }
    let view = OpaquePointer(widget)
    let pageExtras = InputExtras.of(child)
    Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["selected-page"]) {
      let page = adw_tab_view_insert(view, child, Int32(min(index, Int(adw_tab_view_get_n_pages(view)))))!
      adw_tab_page_set_title(page, pageExtras.pageTitle ?? pageExtras.pageName ?? "")
      Self.setIcon(pageExtras.pageIcon, of: page)
    }
    pageExtras.pageTabView = widget
    self.setTabViewPage(extras.tabViewSelection, on: box)
    extras.tabBar.map(Self.nameCloseButtons(in:))
  }

  /// libadwaita 1.2 leaves its tabs' close buttons unnamed for screen readers: each is named after its
  /// tab's title ("Close Notes").
  static func nameCloseButtons(in bar: GtkWidgetPointer) {
    func visit(_ widget: GtkWidgetPointer, title: String?) {
      var title = title
      if String(cString: cgtk_type_name(widget)) == "AdwTab" {
        title = Self.firstLabelText(under: widget)
      }
      if gtk_widget_has_css_class(widget, "tab-close-button") != 0, let title {
        cgtk_accessible_set_label(widget, tr("Close %@", title))
      }
      for child in WidgetTree.children(of: widget) {
        visit(child, title: title)
      }
    }
    visit(bar, title: nil)
  }

  private static func firstLabelText(under widget: GtkWidgetPointer) -> String? {
    if String(cString: cgtk_type_name(widget)) == "GtkLabel", let text = cgtk_label_get_text(widget) {
      return String(cString: text)
    }
    return WidgetTree.children(of: widget).lazy.compactMap(Self.firstLabelText(under:)).first
  }

  func removeTabPage(_ child: GtkWidgetPointer, from box: GtkWidgetPointer) {
    let extras = WidgetExtras.of(box)
    guard let widget = extras.tabView, let page = adw_tab_view_get_page(OpaquePointer(widget), child) else { return }
    // Before it closes: closing gives up the tab view's reference, the last one a removed child has.
    InputExtras.of(child).pageTabView = nil
    extras.closingTab = page
    Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["selected-page"]) {
      adw_tab_view_close_page(OpaquePointer(widget), page)
    }
    extras.closingTab = nil
  }

  /// A page's title or icon changed after it was added.
  func updateTabPage(_ child: GtkWidgetPointer, extras: InputExtras) {
    guard let widget = extras.pageTabView, let page = adw_tab_view_get_page(OpaquePointer(widget), child) else { return }
    adw_tab_page_set_title(page, extras.pageTitle ?? extras.pageName ?? "")
    Self.setIcon(extras.pageIcon, of: page)
    gtk_widget_get_parent(widget).flatMap(gtk_widget_get_first_child).map(Self.nameCloseButtons(in:))
  }

  private static func setIcon(_ name: String?, of page: OpaquePointer) {
    guard let name else { return adw_tab_page_set_icon(page, nil) }
    let icon = g_themed_icon_new(name)
    adw_tab_page_set_icon(page, icon)
    g_object_unref(UnsafeMutableRawPointer(icon))
  }

  private static func pageName(of page: OpaquePointer) -> String? {
    adw_tab_page_get_child(page).flatMap { InputExtras.of($0).pageName }
  }
}
