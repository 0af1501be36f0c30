//  RowHost.swift

import CGtk
import DeclarativeViews

/// The widget GTK recycles for list rows: a box whose one child is reconciled with the row view
/// of whatever item it is bound to, so rebinding a row touches only what differs.
@MainActor final class RowHost {
  let box: GtkWidgetPointer
  var mounted: MountedView<GtkWidgetPointer>?

  init(box: GtkWidgetPointer) {
    self.box = box
  }

  func show(_ view: View, reconciler: Reconciler<GtkBackend>) {
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
}
