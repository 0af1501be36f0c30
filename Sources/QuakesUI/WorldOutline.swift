//  WorldOutline.swift

/// Land outlines (country borders) for the map background, in degrees, read once on first use from the
/// target's `world-outline.txt` resource (`WorldOutlineFile` describes the format and what it refuses).
nonisolated enum WorldOutline {
  typealias Vertex = (longitude: Double, latitude: Double)

  static let polygons: [[Vertex]] = WorldOutlineResource.load()
}
