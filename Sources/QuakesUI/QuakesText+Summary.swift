//  QuakesText+Summary.swift

import Foundation
import Localization
import QuakesData

extension QuakesText {
  /// A quake as its details pane shows it, one line per row, and its USGS page: what Copy puts on the
  /// clipboard, in the user's language.
  static func summary(of quake: Quake, locale: Locale = Localization.locale) -> String {
    var lines = [
      quake.name,
      tr("Magnitude: %@", QuakeTimeFormat.magnitude(quake.magnitude, locale: locale)),
      QuakeTimeFormat.complete(quake.time, locale: locale),
      tr("Depth: %@", quake.depth.map(Self.depth) ?? tr("Unknown")),
      Self.coordinates(latitude: quake.latitude, longitude: quake.longitude),
    ]
    if let page = quake.page {
      lines.append(page.absoluteString)
    }
    return lines.joined(separator: "\n")
  }
}
