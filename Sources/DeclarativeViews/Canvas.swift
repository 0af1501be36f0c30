//  Canvas.swift

/// The surface a `View.drawingArea` draws on. The backend implements it (the GTK backend with cairo),
/// so views draw without knowing the toolkit. Coordinates are pixels from the top-left corner, y down;
/// angles are radians.
@MainActor public protocol Canvas : AnyObject {
  /// The drawable width in pixels.
  var width: Int { get }
  /// The drawable height in pixels.
  var height: Int { get }
  /// Covers the whole canvas with `color`.
  func paint(_ color: CanvasColor)
  /// Fills `path` (non-zero winding) and then strokes it, either of them optional: one call, so a
  /// backend builds a path of thousands of shapes once.
  func draw(_ path: CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?)
  /// Draws one line of `text` in the default sans-serif face, its baseline starting at (`x`, `y`).
  func drawText(_ text: String, x: Double, y: Double, size: Double, color: CanvasColor)
  /// Runs `body` with `transform` applied to everything it draws; the previous transform is restored after.
  func withTransform(_ transform: CanvasTransform, _ body: () -> Void)
  /// The part of the canvas whose pixels this drawing sets: the whole canvas, or, inside a kept
  /// layer, the strip a pan uncovered or an area a new key damaged. Drawing that cannot reach it
  /// changes nothing, so code that draws many shapes may skip those (the default is the whole canvas).
  var dirtyRect: CanvasRect { get }
  /// Draws what `body` draws as a layer the backend may keep between frames (the GTK backend keeps it
  /// as an image). While `key` equals the key of the same layer (by call order) in the last frame, the
  /// kept image is shown and `body` does not run; when only the placement's origin moved, by whole
  /// pixels, the image moves with it and `body` draws just the uncovered strips (a pan; none sideways
  /// for content that repeats, see `CanvasLayerPlacement.horizontalPeriod`). When the scale changed (a
  /// zoom), the kept image is first shown scaled, a preview, and `body` draws the layer at the next
  /// frame that asks for the same scale and origin. So `body` must draw the same for the same key and
  /// placement, its content placed relative to the origin; layers draw over each other in call order.
  ///
  /// When the key changed but the layer could be kept otherwise (the same size and scale, moved by
  /// whole pixels), `damage` is asked with the last frame's key where the new content differs: the
  /// areas in this frame's coordinates, so only they are drawn again (`body` runs once per area, with
  /// `dirtyRect` set to it), or nil to draw the layer whole. A canvas that keeps nothing runs `body`
  /// every frame (the default).
  ///
  /// ```swift
  /// canvas.layer(Dots(revision: model.revision), placement: placement, damage: { old in
  ///   (old as? Dots).flatMap { model.changedAreas(since: $0.revision) }
  /// }) { layer in
  ///   drawDots(on: layer)
  /// }
  /// ```
  func layer(
    _ key: AnyHashable, placement: CanvasLayerPlacement, damage: (_ previousKey: AnyHashable) -> [CanvasRect]?,
    _ body: (any Canvas) -> Void
  )
}

extension Canvas {
  /// The whole canvas (a canvas that draws parts again implements its own).
  public var dirtyRect: CanvasRect {
    CanvasRect(x: 0, y: 0, width: Double(self.width), height: Double(self.height))
  }

  /// Keeps nothing: runs `body` on this canvas (a canvas that keeps layers implements its own).
  public func layer(
    _ key: AnyHashable, placement: CanvasLayerPlacement, damage: (_ previousKey: AnyHashable) -> [CanvasRect]?,
    _ body: (any Canvas) -> Void
  ) {
    body(self)
  }

  /// A layer whose every new key draws it whole: `layer(_:placement:damage:_:)`.
  ///
  /// ```swift
  /// canvas.layer(Outline(dark: isDark), placement: CanvasLayerPlacement(originX: x, originY: y, scale: zoom)) { layer in
  ///   drawWorld(on: layer)
  /// }
  /// ```
  public func layer(_ key: AnyHashable, placement: CanvasLayerPlacement, _ body: (any Canvas) -> Void) {
    self.layer(key, placement: placement, damage: { _ in nil }, body)
  }

  /// A layer placed at (`originX`, `originY`) at scale 1: `layer(_:placement:_:)`.
  public func layer(_ key: AnyHashable, originX: Double, originY: Double, _ body: (any Canvas) -> Void) {
    self.layer(key, placement: CanvasLayerPlacement(originX: originX, originY: originY), body)
  }

  /// Fills `path` with `color`.
  public func fill(_ path: CanvasPath, with color: CanvasColor) {
    self.draw(path, fill: color, stroke: nil)
  }

  /// Strokes `path` with lines of `color`, `lineWidth` pixels wide.
  public func stroke(_ path: CanvasPath, with color: CanvasColor, lineWidth: Double) {
    self.draw(path, fill: nil, stroke: CanvasStroke(color: color, lineWidth: lineWidth))
  }
}
