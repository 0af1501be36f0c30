//  AdwaitaExtras.swift

import CGtk
import DeclarativeViews

/// What the backend keeps about a libadwaita widget: the toast an overlay shows, a message dialog's
/// responses, a combo row's choice, a group's name, an application window's content box. Lives as long as the widget.
@MainActor final class AdwaitaExtras {
  /// The overlay's handlers, for toasts shown later (their `dismissed` signal reports to them).
  var handlers: HandlerTable?
  /// The toast shown now, with the backend's own reference to it and when it was shown.
  var toast: (id: String, object: UnsafeMutableRawPointer, shownAt: ContinuousClock.Instant)?
  /// libadwaita 1.2's longest toast animation (a toast replacing another slides in for 500 ms), and a margin.
  static let toastAnimationTime = Duration.milliseconds(600)
  var responseIDs: [String] = []
  var comboSelection = -1
  /// A preferences group's title and accessible label: what names its list of rows.
  var groupName: (title: String?, label: String?) = (nil, nil)
  var contentBox: GtkWidgetPointer?

  private static let key = "immutabledata-adwaita-extras"

  static func of(_ widget: GtkWidgetPointer) -> AdwaitaExtras {
    if let existing = cgtk_get_data(widget, key) {
      return Unmanaged<AdwaitaExtras>.fromOpaque(existing).takeUnretainedValue()
    }
    let extras = AdwaitaExtras()
    cgtk_set_data_full(widget, key, Unmanaged.passRetained(extras).toOpaque(), releaseAdwaitaExtras)
    return extras
  }

  /// Forgets the shown toast (so its `dismissed` signal reports nothing), dismisses it when asked,
  /// and drops the backend's reference to it.
  func forgetToast(dismissing: Bool) {
    guard let toast else { return }
    self.toast = nil
    if dismissing { cgtk_adw_toast_dismiss(toast.object) }
    cgtk_unref(toast.object) // the overlay keeps its own reference while the toast is shown
  }
}

private let releaseAdwaitaExtras: GDestroyNotify = { data in
  guard let pointer = data else { return }
  nonisolated(unsafe) let extras = pointer
  MainActor.assumeIsolated {
    Unmanaged<AdwaitaExtras>.fromOpaque(extras).takeRetainedValue().forgetToast(dismissing: false)
  }
}
