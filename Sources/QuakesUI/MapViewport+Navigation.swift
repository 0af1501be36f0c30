//  MapViewport+Navigation.swift

/// Panning and zooming as a canvas of `width` × `height` pixels shows them. Each result is clamped:
/// the centre's longitude wraps into −180..<180 (the world repeats sideways) and its latitude keeps
/// both poles off the canvas once zoomed in, so the world always fills the view.
extension MapViewport {
  /// After dragging by (dx, dy) pixels: the world moves with the pointer.
  public func panned(dx: Double, dy: Double, width: Int, height: Int) -> MapViewport {
    guard dx.isFinite, dy.isFinite else { return self }
    let projection = MapProjection(width: width, height: height, viewport: self)
    return MapViewport(
      centerLongitude: projection.centerLongitude - dx / projection.scale,
      centerLatitude: projection.centerLatitude + dy / projection.scale,
      zoom: self.zoom
    )
    .clamped(width: width, height: height)
  }

  /// Zoomed by `factor` (within `zoomLevels`) so that the place under (x, y) stays under it.
  public func zoomed(by factor: Double, aroundX x: Double, y: Double, width: Int, height: Int) -> MapViewport {
    guard factor.isFinite, factor > 0, x.isFinite, y.isFinite else { return self }
    let before = MapProjection(width: width, height: height, viewport: self)
    let longitude = before.centerLongitude + (x - before.width / 2) / before.scale
    let latitude = before.centerLatitude - (y - before.height / 2) / before.scale
    let zoomed = MapViewport(centerLongitude: self.centerLongitude, centerLatitude: self.centerLatitude, zoom: self.zoom * factor)
    let after = MapProjection(width: width, height: height, viewport: zoomed)
    return MapViewport(
      centerLongitude: longitude - (x - after.width / 2) / after.scale,
      centerLatitude: latitude + (y - after.height / 2) / after.scale,
      zoom: zoomed.zoom
    )
    .clamped(width: width, height: height)
  }

  /// Zoomed by `factor` around the canvas's centre (keys and buttons).
  public func zoomed(by factor: Double, width: Int, height: Int) -> MapViewport {
    self.zoomed(by: factor, aroundX: Double(max(width, 1)) / 2, y: Double(max(height, 1)) / 2, width: width, height: height)
  }

  /// The same view with its centre where the map can show it.
  public func clamped(width: Int, height: Int) -> MapViewport {
    let projection = MapProjection(width: width, height: height, viewport: self)
    var longitude = self.centerLongitude.truncatingRemainder(dividingBy: 360)
    if longitude < -180 { longitude += 360 }
    if longitude >= 180 { longitude -= 360 }
    return MapViewport(centerLongitude: longitude, centerLatitude: projection.centerLatitude, zoom: self.zoom)
  }
}
