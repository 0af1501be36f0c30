//  WorldOutlineFile.swift

/// The text format of `world-outline.txt`: one ring per line of whitespace-separated "longitude,latitude"
/// pairs in tenths of a degree, at least 3 pairs per ring; blank lines and lines starting with "#" are
/// skipped. Anything else is refused whole, so the map never draws a partly read coastline.
nonisolated enum WorldOutlineFile {
  /// Larger than any outline worth drawing on a small map (the shipped one is about 62 KB).
  static let maximumBytes = 1 << 20

  static func parse(_ text: String) throws(WorldOutlineError) -> [[WorldOutline.Vertex]] {
    var rings: [[WorldOutline.Vertex]] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = line.drop { $0.isWhitespace }
      guard !content.isEmpty, content.first != "#" else { continue }
      rings.append(try Self.ring(content, line: index + 1))
    }
    guard !rings.isEmpty else { throw .empty }
    return rings
  }

  private static func ring(_ text: Substring, line: Int) throws(WorldOutlineError) -> [WorldOutline.Vertex] {
    let vertices = try text.split(whereSeparator: \.isWhitespace).map { pair throws(WorldOutlineError) in
      try Self.vertex(pair, line: line)
    }
    guard vertices.count >= 3 else { throw .tooFewVertices(line: line, count: vertices.count) }
    return vertices
  }

  private static func vertex(_ pair: Substring, line: Int) throws(WorldOutlineError) -> WorldOutline.Vertex {
    let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let longitude = Int(parts[0]), let latitude = Int(parts[1]) else {
      throw .malformedPair(line: line, text: String(pair.prefix(40)))
    }
    guard (-1800...1800).contains(longitude), (-900...900).contains(latitude) else {
      throw .outOfRange(line: line, text: String(pair))
    }
    return (Double(longitude) / 10, Double(latitude) / 10)
  }
}
