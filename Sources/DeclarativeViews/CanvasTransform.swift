//  CanvasTransform.swift

/// A change of coordinates for what `Canvas.withTransform` draws (nest calls to combine them).
public enum CanvasTransform : Equatable, Hashable, Sendable {
  /// Moves the origin by (x, y).
  case translate(x: Double, y: Double)
  /// Scales lengths along x and y.
  case scale(x: Double, y: Double)
  /// Rotates clockwise (y down) by an angle in radians.
  case rotate(radians: Double)
}
