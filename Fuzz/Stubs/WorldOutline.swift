//  WorldOutline.swift (fuzz stub)
//  The vertex type the reader returns; the real enum also loads the shipped outline.

enum WorldOutline {
  typealias Vertex = (longitude: Double, latitude: Double)
}
