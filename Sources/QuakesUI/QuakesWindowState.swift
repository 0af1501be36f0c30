//  QuakesWindowState.swift

import QuakesData

/// What one window shows, its own business: other windows on the same store choose their own.
public struct QuakesWindowState {
  public var selectedQuakeId: String?
  public var searchText = ""
  /// The day the user picked; nil follows the newest day that has quakes (today, with a live feed).
  public var searchDay: QuakeDay?
  public var sort = QuakesSort()
  public var viewport = MapViewport()
  /// A quake the list should scroll to (set when the map selects one).
  public var scrollTarget: String?
  /// The map's last drawn size, for turning clicks into quakes.
  let canvas = MapCanvas()

  public init() {}
}
