//  QuakeDetailsPane.swift

import DeclarativeViews
import Foundation
import Localization
import QuakesData

/// The selected quake as a group of rows (magnitude, place, local time, depth, coordinates), "Copy"
/// (the details on the clipboard) and "Open on USGS"; a compact status page while nothing is selected.
/// A component: its body runs when the selected quake changes, not when the list, the map or the
/// window's status does.
struct QuakeDetailsPane : QuakesComponent, Equatable {
  let quake: Quake?
  /// Opens a quake's USGS page (equal whatever the closure: it is the window's).
  let openPage: @MainActor (URL) -> Void

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.quake == rhs.quake
  }

  func body(_ context: Context) -> View {
    guard let quake = self.quake else {
      return View.statusPage(
        icon: "find-location-symbolic",
        title: tr("No Earthquake Selected"),
        description: tr("Select an earthquake in the list or on the map to see its details.")
      )
      .cssClasses(["compact"])
      .name("details-empty")
    }
    return View.vstack(spacing: 12) {
      View.preferencesGroup(title: tr("Details")) {
        View.actionRow(title: tr("Magnitude")) {
          View.label(QuakeTimeFormat.magnitude(quake.magnitude, locale: Localization.locale)).name("details-magnitude")
        }
        View.actionRow(title: tr("Place")) {
          View.label(quake.name, xalign: 1, wrap: true).name("details-place")
        }
        View.actionRow(title: tr("Time")) {
          View.label(QuakeTimeFormat.complete(quake.time, locale: Localization.locale), xalign: 1, wrap: true).name("details-time")
        }
        View.actionRow(title: tr("Depth")) {
          View.label(quake.depth.map(QuakesText.depth) ?? tr("Unknown")).name("details-depth")
        }
        View.actionRow(title: tr("Coordinates")) {
          View.label(QuakesText.coordinates(latitude: quake.latitude, longitude: quake.longitude)).name("details-coordinates")
        }
      }
      View.hstack(spacing: 6) {
        View.button(tr("Copy")) {
          context.copyToClipboard(QuakesText.summary(of: quake))
          context.update { $0.toast = Toast(id: "copied-\(quake.id)", title: tr("Copied to the clipboard"), timeout: 2) }
        }
        .tooltip(tr("Copy the details and the USGS page"))
        .name("details-copy")
        if let page = quake.page {
          View.button(tr("Open on USGS")) { self.openPage(page) }
            .tooltip(page.absoluteString)
            .name("details-open")
        }
      }
      .align(horizontal: .end)
    }
    .margin(12)
    .name("details")
  }
}
