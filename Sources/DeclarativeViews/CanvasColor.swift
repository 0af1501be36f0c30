//  CanvasColor.swift

/// A colour for drawing: red, green, blue and opacity, each 0…1 (values outside are clamped when drawn).
public struct CanvasColor : Equatable, Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// How a path's outline is drawn.
public struct CanvasStroke : Equatable, Hashable, Sendable {
  public var color: CanvasColor
  /// In pixels.
  public var lineWidth: Double

  public init(color: CanvasColor, lineWidth: Double) {
    self.color = color
    self.lineWidth = lineWidth
  }
}
