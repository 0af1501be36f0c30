//  QuakeRow.swift

import DeclarativeViews
import Foundation
import Localization
import QuakesData

/// One row of the list: a magnitude badge coloured by band, the place, and how long ago it happened.
/// A screen reader reads it as one sentence ("3.0, 60km NNW of San Antonio, Puerto Rico, 7 years ago").
/// Built only when GTK binds a visible row.
enum QuakeRow {
  static func view(_ quake: Quake, now: Date) -> View {
    let relative = QuakeTimeFormat.relative(quake.time, now: now, locale: Localization.locale)
    return View.hstack(spacing: 12) {
      View.label(QuakeTimeFormat.magnitude(quake.magnitude, locale: Localization.locale))
        .cssClasses(["quake-badge", MagnitudeBand(magnitude: quake.magnitude).cssClass])
        .align(vertical: .center)
      View.vstack(spacing: 2) {
        View.label(quake.name, xalign: 0, ellipsize: true).cssClasses(["heading"])
        View.label(relative, xalign: 0).cssClasses(["dim-label", "caption"])
      }
      .expand(horizontal: true)
      .align(vertical: .center)
    }
    .margin(6)
    .accessibleLabel(QuakesText.row(quake, now: now))
  }
}
