//  RecordingCanvas.swift

/// A canvas that records what is drawn on it instead of drawing: display-free tests of drawing code.
@MainActor public final class RecordingCanvas : Canvas {
  /// One call on the canvas.
  public enum Operation : Equatable, Sendable {
    /// `paint`: the whole canvas filled with a colour.
    case paint(CanvasColor)
    /// `draw`: a path filled and/or outlined.
    case draw(CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?)
    /// `drawText`: a text at (x, y), `size` pixels high.
    case text(String, x: Double, y: Double, size: Double, color: CanvasColor)
    /// `withTransform` began: what follows until the matching `.endTransform` is transformed.
    case beginTransform(CanvasTransform)
    /// `withTransform` ended: what follows is drawn untransformed again.
    case endTransform
  }

  public let width: Int
  public let height: Int
  /// Every call so far, in order.
  public private(set) var operations: [Operation] = []

  /// An empty canvas that says it is `width` × `height` pixels.
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
