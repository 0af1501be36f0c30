//  QuakeRow.swift

import DeclarativeViews
import Foundation
import QuakesData

/// One row of the list: a magnitude badge coloured by band, the place, and how long ago it happened.
/// Built only when GTK binds a visible row.
@MainActor enum QuakeRow {
  static func view(_ quake: Quake, now: Date) -> View {
    View.hstack(spacing: 12) {
      View.label(QuakeTimeFormat.magnitude(quake.magnitude))
        .cssClasses(["quake-badge", MagnitudeBand(magnitude: quake.magnitude).cssClass])
        .accessibleLabel("Magnitude \(QuakeTimeFormat.magnitude(quake.magnitude))")
        .align(vertical: .center)
      View.vstack(spacing: 2) {
        View.label(quake.name, xalign: 0, ellipsize: true).cssClasses(["heading"])
        View.label(QuakeTimeFormat.relative(quake.time, now: now), xalign: 0).cssClasses(["dim-label", "caption"])
      }
      .expand(horizontal: true)
      .align(vertical: .center)
    }
    .margin(6)
  }
}
