//  QuakesWindowState.swift

import DeclarativeViews
import QuakesData

/// What one window shows, its own business: other windows on the same store choose their own.
public struct QuakesWindowState {
  public var selectedQuakeId: String?
  public var searchText = ""
  /// The day the user picked; nil follows the newest day that has quakes (today, with a live feed).
  public var searchDay: QuakeDay?
  public var sort = QuakesSort()
  /// The feed Refresh fetches: the one last chosen in its menu.
  public var range = QuakesFeedRange.day
  public var viewport = MapViewport()
  /// A quake the list should scroll to (set when the map selects one).
  public var scrollTarget: String?
  /// Whether the window asks "Delete All Earthquakes?" now.
  public var isConfirmingDeleteAll = false
  /// The quake the last Delete Selected took away, while its toast offers Undo.
  public var deletedQuake: Quake?
  /// A toast of this window alone (a page that could not be opened).
  public var toast: Toast?
  /// The load-result toast this window has already let go, so it does not come back.
  public var dismissedToastId: String?
  /// The map's last drawn size and the start of a drag or pinch.
  let canvas = MapCanvas()

  public init() {}

  /// A window opened after `lastFetch`: that fetch's toast was the other windows' news, not this one's.
  public init(openedAfter lastFetch: QuakesFetchSummary?) {
    self.dismissedToastId = lastFetch.map(QuakesWindowModel.toastId(of:))
  }
}
