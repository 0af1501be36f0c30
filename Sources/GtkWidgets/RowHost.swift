//  RowHost.swift

import CGtk
import DeclarativeViews

/// The widget GTK recycles for list rows: a box whose one child is reconciled with the row view
/// of whatever item it is bound to, so rebinding a row touches only what differs.
@MainActor final class RowHost {
  let box: GtkWidgetPointer
  var mounted: MountedView<GtkWidgetPointer>?
  /// The rows and position this host last showed, to skip rebinding a row whose item did not change.
  private var bound: (rows: any ListContent, index: Int)?
  /// Whether screen readers are kept from the row: it shows an older render's content (a bound row off
  /// screen, patched only when shown) or none (GTK unbound it).
  private(set) var isHiddenFromScreenReaders = false

  init(box: GtkWidgetPointer) {
    self.box = box
  }

  /// Whether the host already shows row `index` of `rows` (same key and content).
  func isShowing(_ rows: any ListContent, at index: Int) -> Bool {
    guard let bound, self.mounted != nil else { return false }
    return rows.isSameRow(at: index, as: bound.rows, at: bound.index)
  }

  /// Shows `view`, the row (or cell) view of row `index` of `rows`.
  func show(_ rows: any ListContent, at index: Int, view: View, reconciler: Reconciler<GtkBackend>) {
    self.bound = (rows, index)
    self.show(view, reconciler: reconciler)
  }

  private func show(_ view: View, reconciler: Reconciler<GtkBackend>) {
    defer { self.nameRow(view) }
    if let mounted {
      let updated = reconciler.update(mounted, to: view)
      if updated !== mounted {
        cgtk_box_remove(self.box, mounted.widget)
        cgtk_box_insert_child_after(self.box, updated.widget, nil)
      }
      self.mounted = updated
    } else {
      let mounted = reconciler.mount(view)
      cgtk_box_insert_child_after(self.box, mounted.widget, nil)
      self.mounted = mounted
    }
  }

  /// Takes the row (GTK's row widget, the box's parent, and what it holds) out of what screen readers see,
  /// or puts it back: an AT-SPI client reads every row GTK keeps, on screen or not, and must never read
  /// what the list no longer shows.
  func hideFromScreenReaders(_ hidden: Bool) {
    guard hidden != self.isHiddenFromScreenReaders, let row = gtk_widget_get_parent(self.box) else { return }
    self.isHiddenFromScreenReaders = hidden
    cgtk_accessible_set_hidden(row, hidden ? 1 : 0)
  }

  /// A screen reader reads the focused row, which is GTK's row widget (the box's parent), not the row
  /// view: the row view's accessible label names it, so the row reads like what it shows.
  private func nameRow(_ view: View) {
    guard case .string(let label)? = view.properties[.accessibleLabel], let row = gtk_widget_get_parent(self.box) else { return }
    cgtk_accessible_set_label(row, label)
  }
}
