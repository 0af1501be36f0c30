//  CanvasPath.swift

/// A drawing path as a value: lines, arcs, circles and rectangles, in the order they were added.
public struct CanvasPath : Equatable, Sendable {
  /// One step of a path.
  public enum Element : Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(x: Double, y: Double)
    /// A straight line from the current point.
    case line(x: Double, y: Double)
    /// An arc clockwise (y down) from `startAngle` to `endAngle`, joined to the current point by a line.
    case arc(centerX: Double, centerY: Double, radius: Double, startAngle: Double, endAngle: Double)
    /// A whole circle as a subpath of its own.
    case circle(centerX: Double, centerY: Double, radius: Double)
    /// A rectangle as a closed subpath of its own.
    case rectangle(x: Double, y: Double, width: Double, height: Double)
    /// Closes the current subpath with a line to its start.
    case close
  }

  /// The steps of the path, in the order they were added.
  public private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// Whether nothing was added yet.
  public var isEmpty: Bool {
    self.elements.isEmpty
  }

  /// Starts a new subpath at (x, y).
  public mutating func move(toX x: Double, y: Double) {
    self.elements.append(.move(x: x, y: y))
  }

  /// Adds a straight line from the current point to (x, y).
  public mutating func addLine(toX x: Double, y: Double) {
    self.elements.append(.line(x: x, y: y))
  }

  /// Adds an arc around (centerX, centerY), clockwise (y down) from `startAngle` to `endAngle` in radians,
  /// joined to the current point by a line.
  public mutating func addArc(centerX: Double, centerY: Double, radius: Double, startAngle: Double, endAngle: Double) {
    self.elements.append(.arc(centerX: centerX, centerY: centerY, radius: radius, startAngle: startAngle, endAngle: endAngle))
  }

  /// Adds a whole circle as a subpath of its own.
  public mutating func addCircle(centerX: Double, centerY: Double, radius: Double) {
    self.elements.append(.circle(centerX: centerX, centerY: centerY, radius: radius))
  }

  /// Adds a rectangle with its top left corner at (x, y) as a closed subpath of its own.
  public mutating func addRectangle(x: Double, y: Double, width: Double, height: Double) {
    self.elements.append(.rectangle(x: x, y: y, width: width, height: height))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func close() {
    self.elements.append(.close)
  }
}
