//  MapCanvas.swift

/// The size the map was last drawn at. Clicks arrive as widget coordinates without a size, so the
/// draw function leaves it here for the click handler. A per-window reference, not view state.
final class MapCanvas {
  var width = 0
  var height = 0
}
