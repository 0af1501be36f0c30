//  CanvasLayerPlacement.swift

/// Where a `Canvas.layer` is this frame: the point its content is placed relative to, the scale it is
/// drawn at, and, for content that repeats sideways (a map's copies of the world), its period.
///
/// ```swift
/// let placement = CanvasLayerPlacement(originX: 320, originY: 132, scale: zoom, horizontalPeriod: 528)
/// canvas.layer(Outline(dark: isDark), placement: placement) { layer in drawWorld(on: layer) }
/// ```
public struct CanvasLayerPlacement : Hashable, Sendable {
  /// Where the content's reference point is on the canvas this frame: pixels from the left.
  public var originX: Double
  /// Where the content's reference point is on the canvas this frame: pixels from the top.
  public var originY: Double
  /// How large the content is drawn about its origin (a zoom); a change shows the kept image scaled
  /// for a frame before the layer is drawn again.
  public var scale: Double
  /// Pixels after which the content repeats sideways, if it does: a pan of any width then moves the
  /// kept image instead of drawing what it uncovers (a backend uses it when one period fits the canvas
  /// and is whole pixels).
  public var horizontalPeriod: Double?

  /// A placement at (`originX`, `originY`), at `scale`, repeating every `horizontalPeriod` pixels if given.
  public init(originX: Double, originY: Double, scale: Double = 1, horizontalPeriod: Double? = nil) {
    self.originX = originX
    self.originY = originY
    self.scale = scale
    self.horizontalPeriod = horizontalPeriod
  }
}
