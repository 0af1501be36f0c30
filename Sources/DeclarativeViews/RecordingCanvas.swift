//  RecordingCanvas.swift

/// A canvas that records what is drawn on it instead of drawing: display-free tests of drawing code.
@MainActor public final class RecordingCanvas : Canvas {
  /// One call on the canvas.
  public enum Operation : Equatable, Sendable {
    case paint(CanvasColor)
    case draw(CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?)
    case text(String, x: Double, y: Double, size: Double, color: CanvasColor)
    /// `withTransform` began: what follows until the matching `.endTransform` is transformed.
    case beginTransform(CanvasTransform)
    case endTransform
  }

  public let width: Int
  public let height: Int
  public private(set) var operations: [Operation] = []

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public func paint(_ color: CanvasColor) {
    self.operations.append(.paint(color))
  }

  public func draw(_ path: CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?) {
    self.operations.append(.draw(path, fill: fill, stroke: stroke))
  }

  public func drawText(_ text: String, x: Double, y: Double, size: Double, color: CanvasColor) {
    self.operations.append(.text(text, x: x, y: y, size: size, color: color))
  }

  public func withTransform(_ transform: CanvasTransform, _ body: () -> Void) {
    self.operations.append(.beginTransform(transform))
    body()
    self.operations.append(.endTransform)
  }
}
