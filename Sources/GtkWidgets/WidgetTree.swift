//  WidgetTree.swift

import CGtk

/// Walks GTK's widget tree: the one place that steps from a widget to its children.
@MainActor public enum WidgetTree {
  /// The children of `widget`, first to last as the user reads them. (A leaflet keeps its panes' widgets
  /// in reverse, so that the first is drawn over the others as they slide: its pages give their order.)
  public static func children(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    if Self.isA(widget, adw_leaflet_get_type()) {
      return Self.panes(of: widget)
    }
    return Array(Self.siblings(from: widget))
  }

  private static func siblings(from widget: GtkWidgetPointer) -> some Sequence<GtkWidgetPointer> {
    // Never asks for the sibling of no widget (a leaf's missing first child): GTK logs a critical for it.
    sequence(state: gtk_widget_get_first_child(widget)) { next -> GtkWidgetPointer? in
      guard let current = next else { return nil }
      next = gtk_widget_get_next_sibling(current)
      return current
    }
  }

  /// Whether `widget` is of `type` or a subclass: a type check, not a comparison of names (every walk of
  /// the tree asks it of every widget).
  public static func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }

  /// A leaflet's children in page order.
  private static func panes(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    guard let pages = adw_leaflet_get_pages(OpaquePointer(widget)) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(pages)) }
    return (0 ..< g_list_model_get_n_items(pages)).compactMap { position in
      guard let page = g_list_model_get_item(pages, position) else { return nil }
      defer { g_object_unref(page) }
      return adw_leaflet_page_get_child(OpaquePointer(page))
    }
  }

  /// Whether `widget` is shown where it is: visible, and not hidden by its parent (a stack's other pages).
  public static func isShown(_ widget: GtkWidgetPointer) -> Bool {
    gtk_widget_get_visible(widget) != 0 && gtk_widget_get_child_visible(widget) != 0
  }

  /// Calls `body` for `root` and every shown widget under it, depth first; a hidden widget's children
  /// are left out with it.
  public static func forEachShown(from root: GtkWidgetPointer, _ body: (GtkWidgetPointer) -> Void) {
    guard self.isShown(root) else { return }
    body(root)
    for child in self.children(of: root) {
      self.forEachShown(from: child, body)
    }
  }
}
