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

  public private(set) var elements: [Element] = []

  public init() {}

  public var isEmpty: Bool {
    self.elements.isEmpty
  }

  public mutating func move(toX x: Double, y: Double) {
    self.elements.append(.move(x: x, y: y))
  }

  public mutating func addLine(toX x: Double, y: Double) {
    self.elements.append(.line(x: x, y: y))
  }

  public mutating func addArc(centerX: Double, centerY: Double, radius: Double, startAngle: Double, endAngle: Double) {
    self.elements.append(.arc(centerX: centerX, centerY: centerY, radius: radius, startAngle: startAngle, endAngle: endAngle))
  }

  public mutating func addCircle(centerX: Double, centerY: Double, radius: Double) {
    self.elements.append(.circle(centerX: centerX, centerY: centerY, radius: radius))
  }

  public mutating func addRectangle(x: Double, y: Double, width: Double, height: Double) {
    self.elements.append(.rectangle(x: x, y: y, width: width, height: height))
  }

  public mutating func close() {
    self.elements.append(.close)
  }
}
