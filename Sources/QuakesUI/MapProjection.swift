//  MapProjection.swift

/// An equirectangular projection of a viewport onto a canvas: longitude and latitude map linearly
/// to x and y. Longitudes wrap, so the world repeats sideways; latitudes are clamped so that the poles
/// never leave a gap once zoomed in.
nonisolated public struct MapProjection : Sendable {
  public let width: Double
  public let height: Double
  /// Pixels per degree.
  public let scale: Double
  public let centerLongitude: Double
  public let centerLatitude: Double

  public init(width: Int, height: Int, viewport: MapViewport) {
    self.width = Double(max(width, 1))
    self.height = Double(max(height, 1))
    // A world of whole pixels: its copies then fall on whole pixels too, so a pan can copy one of them.
    self.scale = max((360 * min(self.width / 360, self.height / 180) * viewport.zoom).rounded(), 1) / 360
    let halfHeightDegrees = self.height / 2 / self.scale
    self.centerLatitude = halfHeightDegrees >= 90 ? 0 : min(max(viewport.centerLatitude, -90 + halfHeightDegrees), 90 - halfHeightDegrees)
    self.centerLongitude = viewport.centerLongitude
  }

  private init(width: Double, height: Double, scale: Double, centerLongitude: Double, centerLatitude: Double) {
    self.width = width
    self.height = height
    self.scale = scale
    self.centerLongitude = centerLongitude
    self.centerLatitude = centerLatitude
  }

  /// Where longitude 0 and latitude 0 fall on the canvas (in the copy of the world nearest the centre
  /// for longitude 0, as drawn).
  public var origin: (x: Double, y: Double) {
    (self.width / 2 - self.centerLongitude * self.scale, self.height / 2 + self.centerLatitude * self.scale)
  }

  /// The same projection moved by less than half a pixel so that `origin` falls on whole pixels: any
  /// two such projections at one scale differ by whole pixels, so a pan can move a drawn image instead
  /// of drawing it again.
  public func onWholePixels() -> MapProjection {
    let origin = self.origin
    return MapProjection(
      width: self.width, height: self.height, scale: self.scale,
      centerLongitude: (self.width / 2 - origin.x.rounded()) / self.scale,
      centerLatitude: (origin.y.rounded() - self.height / 2) / self.scale
    )
  }

  /// The width of one copy of the world, in pixels (whole pixels).
  public var worldWidth: Double {
    (360 * self.scale).rounded()
  }

  /// Where a point is drawn: the copy of the world nearest the centre.
  public func point(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
    var offset = (longitude - self.centerLongitude).truncatingRemainder(dividingBy: 360)
    if offset < -180 { offset += 360 }
    if offset >= 180 { offset -= 360 }
    return (self.width / 2 + offset * self.scale, self.height / 2 - (latitude - self.centerLatitude) * self.scale)
  }

  /// The x positions of every copy of a point that can be seen with a margin of `radius`.
  /// A radius wider than the canvas and a world is treated as that wide (it covers the canvas either
  /// way), so the number of copies stays bounded; a point that is not finite has none.
  public func visibleXs(of x: Double, radius: Double) -> [Double] {
    guard x.isFinite, !radius.isNaN else { return [] }
    let radius = min(max(radius, 0), self.width + self.worldWidth)
    guard self.worldWidth < self.width + 2 * radius else {
      return (x + radius >= 0 && x - radius <= self.width) ? [x] : []
    }
    var xs: [Double] = []
    // Any copy will do as a start; one near the canvas keeps the steps below few even for a huge x.
    var copy = x.truncatingRemainder(dividingBy: self.worldWidth)
    while copy - self.worldWidth + radius >= 0 { copy -= self.worldWidth }
    while copy - radius <= self.width {
      if copy + radius >= 0 { xs.append(copy) }
      copy += self.worldWidth
    }
    return xs
  }

  public func isVisible(y: Double, radius: Double) -> Bool {
    y.isFinite && y + radius >= 0 && y - radius <= self.height
  }
}
