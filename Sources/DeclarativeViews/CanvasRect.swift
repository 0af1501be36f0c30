//  CanvasRect.swift

/// A rectangle on a canvas, in pixels from its top-left corner, y down: the area a kept layer draws
/// again (`Canvas.dirtyRect`) or the areas a new key changed (`Canvas.layer(_:placement:damage:_:)`).
///
/// ```swift
/// let around = CanvasRect(x: centerX - radius, y: centerY - radius, width: 2 * radius, height: 2 * radius)
/// if around.intersects(canvas.dirtyRect) { canvas.fill(circle, with: color) }
/// ```
public struct CanvasRect : Hashable, Sendable {
  /// The left edge, in pixels from the canvas's left.
  public var x: Double
  /// The top edge, in pixels from the canvas's top.
  public var y: Double
  /// Pixels wide.
  public var width: Double
  /// Pixels high.
  public var height: Double

  /// The rectangle whose top-left corner is (`x`, `y`), `width` × `height` pixels.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { self.x + self.width }
  /// The bottom edge.
  public var maxY: Double { self.y + self.height }

  /// Whether the two share any area (touching edges do not).
  public func intersects(_ other: CanvasRect) -> Bool {
    self.x < other.maxX && other.x < self.maxX && self.y < other.maxY && other.y < self.maxY
  }
}
