//  MapPalette.swift

import DeclarativeViews

/// The map's colours in the light and in the dark colour scheme (the magnitude bands' colours stay).
nonisolated struct MapPalette : Hashable, Sendable {
  var space: CanvasColor
  var sea: CanvasColor
  var land: CanvasColor
  var coast: CanvasStroke
  var graticule: CanvasStroke
  var selectedOutline: CanvasStroke

  static let light = MapPalette(
    space: CanvasColor(red: 0.13, green: 0.16, blue: 0.22),
    sea: CanvasColor(red: 0.62, green: 0.75, blue: 0.86),
    land: CanvasColor(red: 0.93, green: 0.91, blue: 0.85),
    coast: CanvasStroke(color: CanvasColor(red: 0.45, green: 0.45, blue: 0.42, alpha: 0.8), lineWidth: 0.7),
    graticule: CanvasStroke(color: CanvasColor(red: 1, green: 1, blue: 1, alpha: 0.35), lineWidth: 1),
    selectedOutline: CanvasStroke(color: CanvasColor(red: 0.1, green: 0.1, blue: 0.12), lineWidth: 3)
  )

  /// Dim sea and land, light outlines: readable beside libadwaita's dark windows.
  static let dark = MapPalette(
    space: CanvasColor(red: 0.05, green: 0.06, blue: 0.09),
    sea: CanvasColor(red: 0.11, green: 0.19, blue: 0.27),
    land: CanvasColor(red: 0.27, green: 0.27, blue: 0.29),
    coast: CanvasStroke(color: CanvasColor(red: 0.62, green: 0.62, blue: 0.64, alpha: 0.8), lineWidth: 0.7),
    graticule: CanvasStroke(color: CanvasColor(red: 1, green: 1, blue: 1, alpha: 0.12), lineWidth: 1),
    selectedOutline: CanvasStroke(color: CanvasColor(red: 0.96, green: 0.96, blue: 0.98), lineWidth: 3)
  )

  static func forScheme(isDark: Bool) -> MapPalette {
    isDark ? .dark : .light
  }
}
