//  GtkBackend+Children.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  public func insertChild(_ child: GtkWidgetPointer, slot: Slot, into parent: GtkWidgetPointer, parentKind: ViewKind, at index: Int, after previous: GtkWidgetPointer?) {
    self.operationCount &+= 1
    if Self.isDialog(child) {
      // A dialog is a separate modal window over the parent's window, shown while it is in the tree.
      // The parent may not be in a window yet (children are mounted first): present it after the render.
      self.pendingDialogs.append((dialog: child, parent: parent))
      return
    }
    switch parentKind {
    case _ where Self.adwaitaKinds.contains(parentKind):
      self.insertAdwaitaChild(child, slot: slot, into: parent, parentKind: parentKind)
    case .box:
      cgtk_box_insert_child_after(parent, child, previous)
    case .window where slot == .titlebar, .dialog where slot == .titlebar:
      cgtk_window_set_titlebar(parent, child)
    case .window, .dialog:
      cgtk_window_set_child(parent, child)
    case .headerBar:
      switch slot {
      case .end: cgtk_header_bar_pack_end(parent, child)
      case .title: cgtk_header_bar_set_title_widget(parent, child)
      default: cgtk_header_bar_pack_start(parent, child)
      }
    case .scrolled:
      cgtk_scrolled_set_child(parent, child)
    case .popover:
      cgtk_popover_set_child(parent, child)
    case .menuButton:
      cgtk_menu_button_set_popover(parent, child)
    case .paned:
      if index == 0 { cgtk_paned_set_start(parent, child) } else { cgtk_paned_set_end(parent, child) }
    case .leaflet:
      self.insertLeafletChild(child, into: parent, after: previous)
    case .viewStack:
      self.insertViewStackPage(child, into: parent)
    case .carousel:
      self.insertCarouselPage(child, into: parent, at: index)
    case .tabView:
      self.insertTabPage(child, into: parent, at: index)
    case .preferencesWindow, .preferencesPage:
      _ = self.insertPreferencesChild(child, into: parent, parentKind: parentKind)
    default:
      if !self.insertPageChild(child, into: parent, parentKind: parentKind) {
        assertionFailure("a \(parentKind) has no children")
      }
    }
  }

  public func moveChild(_ child: GtkWidgetPointer, slot: Slot, in parent: GtkWidgetPointer, parentKind: ViewKind, to index: Int, after previous: GtkWidgetPointer?) {
    self.operationCount &+= 1
    if Self.isDialog(child) {
      return
    }
    if parentKind == .box {
      cgtk_box_reorder_child_after(parent, child, previous)
      return
    }
    // Other containers have places, not order: put the child in its new place.
    cgtk_ref(UnsafeMutableRawPointer(child))
    self.removeChild(child, slot: slot, from: parent, parentKind: parentKind)
    self.insertChild(child, slot: slot, into: parent, parentKind: parentKind, at: index, after: previous)
    cgtk_unref(UnsafeMutableRawPointer(child))
  }

  public func removeChild(_ child: GtkWidgetPointer, slot: Slot, from parent: GtkWidgetPointer, parentKind: ViewKind) {
    self.operationCount &+= 1
    if Self.isDialog(child) {
      self.pendingDialogs.removeAll { $0.dialog == child }
      cgtk_window_destroy(child)
      return
    }
    switch parentKind {
    case _ where Self.adwaitaKinds.contains(parentKind):
      self.removeAdwaitaChild(child, from: parent, parentKind: parentKind)
    case .box:
      cgtk_box_remove(parent, child)
    case .window where slot == .titlebar, .dialog where slot == .titlebar:
      cgtk_window_set_titlebar(parent, nil)
    case .window, .dialog:
      cgtk_window_set_child(parent, nil)
    case .headerBar:
      if slot == .title { cgtk_header_bar_set_title_widget(parent, nil) } else { cgtk_header_bar_remove(parent, child) }
    case .scrolled:
      cgtk_scrolled_set_child(parent, nil)
    case .popover:
      cgtk_popover_set_child(parent, nil)
    case .menuButton:
      cgtk_menu_button_set_popover(parent, nil)
    case .paned:
      cgtk_paned_remove(parent, child)
    case .leaflet:
      self.removeLeafletChild(child, from: parent)
    case .viewStack:
      self.removeViewStackPage(child, from: parent)
    case .carousel:
      self.removeCarouselPage(child, from: parent)
    case .tabView:
      self.removeTabPage(child, from: parent)
    case .preferencesWindow, .preferencesPage:
      _ = self.removePreferencesChild(child, from: parent, parentKind: parentKind)
    default:
      _ = self.removePageChild(child, from: parent, parentKind: parentKind)
    }
  }

  public func updateRows(of list: GtkWidgetPointer, to rows: any ListContent, splice: ListSplice?) {
    self.operationCount &+= 1
    WidgetExtras.of(list).list?.update(to: rows, splice: splice)
  }

  /// Presents the dialogs mounted by the last render over their parents' windows.
  public func presentPendingDialogs() {
    let dialogs = self.pendingDialogs
    self.pendingDialogs.removeAll()
    for (dialog, parent) in dialogs {
      cgtk_window_set_transient_for(dialog, cgtk_widget_get_root(parent))
      cgtk_window_set_modal(dialog, 1)
      cgtk_window_set_destroy_with_parent(dialog, 1)
      cgtk_window_present(dialog)
    }
  }

  private static func isDialog(_ widget: GtkWidgetPointer) -> Bool {
    WidgetExtras.of(widget).isDialog
  }
}
