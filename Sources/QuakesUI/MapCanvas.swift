//  MapCanvas.swift

/// The map's per-window scratch values, not view state: the size it was last drawn at (clicks arrive
/// as widget coordinates without a size, so the draw function leaves it here for the click handler),
/// and the viewport when the current drag or pinch began (their offsets count from there).
final class MapCanvas {
  var width = 0
  var height = 0
  var gestureStart: MapViewport?
}
