//  MapCanvas.swift

import QuakesData

/// The map's per-window scratch values, not view state: the size it was last drawn at (clicks arrive
/// as widget coordinates without a size, so the draw function leaves it here for the click handler),
/// the viewport when the current drag or pinch began (their offsets count from there), and the listed
/// quakes by cell.
final class MapCanvas {
  var width = 0
  var height = 0
  var gestureStart: MapViewport?
  private var circleIndex: MapCircleIndex?

  /// The index of `list`'s circles: the one built for it before, or a new one.
  func circleIndex(for list: QuakeList) -> MapCircleIndex {
    if let index = self.circleIndex, index.indexes(list) {
      return index
    }
    let index = MapCircleIndex(list)
    self.circleIndex = index
    return index
  }
}
