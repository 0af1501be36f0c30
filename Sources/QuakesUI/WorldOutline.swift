//  WorldOutline.swift

/// Land outlines (country borders) for the map background, in degrees, read once on first use from the
/// target's `world-outline.txt` resource (`WorldOutlineFile` describes the format and what it refuses).
nonisolated enum WorldOutline {
  typealias Vertex = (longitude: Double, latitude: Double)

  static let polygons: [[Vertex]] = WorldOutlineResource.load()

  /// Each polygon's extent in degrees, in the order of `polygons`: a frame skips those off the canvas.
  static let extents: [(west: Double, east: Double, south: Double, north: Double)] = Self.polygons.map { polygon in
    polygon.reduce((west: Double.infinity, east: -Double.infinity, south: Double.infinity, north: -Double.infinity)) { extent, vertex in
      (min(extent.west, vertex.longitude), max(extent.east, vertex.longitude), min(extent.south, vertex.latitude), max(extent.north, vertex.latitude))
    }
  }
}
