//  WorldOutline.swift

/// Land outlines (country borders) for the map background, in degrees, decoded once on first use.
enum WorldOutline {
  typealias Vertex = (longitude: Double, latitude: Double)

  static let polygons: [[Vertex]] = Self.decode(Self.encoded)

  /// Parses rings separated by ";" of whitespace-separated "longitude,latitude" pairs in tenths of a degree.
  static func decode(_ text: String) -> [[Vertex]] {
    text.split(separator: ";").compactMap { ring in
      let vertices: [Vertex] = ring.split(whereSeparator: \.isWhitespace).compactMap { pair in
        let parts = pair.split(separator: ",")
        guard parts.count == 2, let longitude = Int(parts[0]), let latitude = Int(parts[1]) else { return nil }
        return (Double(longitude) / 10, Double(latitude) / 10)
      }
      return vertices.count >= 3 ? vertices : nil
    }
  }
}
