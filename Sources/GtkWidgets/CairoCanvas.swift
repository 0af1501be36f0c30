//  CairoCanvas.swift

import CGtk
import DeclarativeViews

/// The GTK backend's `Canvas`: draws on a drawing area's cairo context, valid only during its draw call.
@MainActor final class CairoCanvas : Canvas {
  private let cairo: OpaquePointer
  let width: Int
  let height: Int
  let dirtyRect: CanvasRect
  /// The drawing area's kept layers, if this canvas is the area's own (not a layer's).
  private let layers: CairoLayers?

  /// A canvas on `cairo`, `width` × `height` pixels, whose drawing sets the pixels of `dirtyRect`
  /// (the whole canvas unless given).
  init(cairo: OpaquePointer, width: Int, height: Int, dirtyRect: CanvasRect? = nil, layers: CairoLayers? = nil) {
    self.cairo = cairo
    self.width = width
    self.height = height
    self.dirtyRect = dirtyRect ?? CanvasRect(x: 0, y: 0, width: Double(width), height: Double(height))
    self.layers = layers
  }

  func layer(
    _ key: AnyHashable, placement: CanvasLayerPlacement, damage: (AnyHashable) -> [CanvasRect]?, _ body: (any Canvas) -> Void
  ) {
    guard let layers else {
      body(self)
      return
    }
    layers.show(on: self.cairo, width: self.width, height: self.height, key: key, placement: placement, damage: damage, body)
  }

  func paint(_ color: CanvasColor) {
    self.setSource(color)
    cairo_paint(self.cairo)
  }

  func draw(_ path: CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?) {
    guard fill != nil || stroke != nil else { return }
    if CairoCircleBatch.draw(path, fill: fill, stroke: stroke, on: self.cairo) {
      return
    }
    cairo_new_path(self.cairo)
    for element in path.elements {
      switch element {
      case .move(let x, let y):
        cairo_move_to(self.cairo, x, y)
      case .line(let x, let y):
        cairo_line_to(self.cairo, x, y)
      case .arc(let centerX, let centerY, let radius, let startAngle, let endAngle):
        cairo_arc(self.cairo, centerX, centerY, radius, startAngle, endAngle)
      case .circle(let centerX, let centerY, let radius):
        cairo_new_sub_path(self.cairo)
        cairo_arc(self.cairo, centerX, centerY, radius, 0, 2 * Double.pi)
      case .rectangle(let x, let y, let width, let height):
        cairo_rectangle(self.cairo, x, y, width, height)
      case .close:
        cairo_close_path(self.cairo)
      }
    }
    if let fill {
      self.setSource(fill)
      stroke == nil ? cairo_fill(self.cairo) : cairo_fill_preserve(self.cairo)
    }
    if let stroke {
      self.setSource(stroke.color)
      cairo_set_line_width(self.cairo, stroke.lineWidth)
      cairo_stroke(self.cairo)
    }
  }

  func drawText(_ text: String, x: Double, y: Double, size: Double, color: CanvasColor) {
    cairo_select_font_face(self.cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(self.cairo, size)
    self.setSource(color)
    cairo_new_path(self.cairo)
    cairo_move_to(self.cairo, x, y)
    cairo_show_text(self.cairo, text)
    cairo_new_path(self.cairo)
  }

  func withTransform(_ transform: CanvasTransform, _ body: () -> Void) {
    cairo_save(self.cairo)
    switch transform {
    case .translate(let x, let y): cairo_translate(self.cairo, x, y)
    case .scale(let x, let y): cairo_scale(self.cairo, x, y)
    case .rotate(let radians): cairo_rotate(self.cairo, radians)
    }
    body()
    cairo_restore(self.cairo)
  }

  private func setSource(_ color: CanvasColor) {
    cairo_set_source_rgba(self.cairo, color.red, color.green, color.blue, color.alpha)
  }
}
