//  CanvasColor.swift

/// A colour for drawing: red, green, blue and opacity, each 0…1 (values outside are clamped when drawn).
public struct CanvasColor : Equatable, Hashable, Sendable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// A colour from its components; opaque unless `alpha` says otherwise.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// How a path's outline is drawn.
public struct CanvasStroke : Equatable, Hashable, Sendable {
  /// The line's colour.
  public var color: CanvasColor
  /// In pixels.
  public var lineWidth: Double

  /// An outline of `color`, `lineWidth` pixels wide.
  public init(color: CanvasColor, lineWidth: Double) {
    self.color = color
    self.lineWidth = lineWidth
  }
}
