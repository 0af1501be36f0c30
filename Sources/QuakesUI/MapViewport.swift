//  MapViewport.swift

/// Which part of the world a map shows: its centre and a zoom factor (1 fits the whole world).
nonisolated public struct MapViewport : Hashable, Sendable {
  public static let zoomLevels: ClosedRange<Double> = 1 ... 32

  public var centerLongitude: Double
  public var centerLatitude: Double
  public var zoom: Double

  /// A value that is not finite falls back to its default, so no gesture can lose the map.
  public init(centerLongitude: Double = 0, centerLatitude: Double = 0, zoom: Double = 1) {
    self.centerLongitude = centerLongitude.isFinite ? centerLongitude : 0
    self.centerLatitude = centerLatitude.isFinite ? centerLatitude : 0
    self.zoom = zoom.isFinite ? min(max(zoom, Self.zoomLevels.lowerBound), Self.zoomLevels.upperBound) : 1
  }

  public func zoomed(by factor: Double) -> MapViewport {
    MapViewport(centerLongitude: self.centerLongitude, centerLatitude: self.centerLatitude, zoom: self.zoom * factor)
  }

  public func centered(longitude: Double, latitude: Double) -> MapViewport {
    MapViewport(centerLongitude: longitude, centerLatitude: latitude, zoom: self.zoom)
  }
}
