//  CairoLayers.swift

import CGtk
import DeclarativeViews

/// The layers one drawing area keeps between frames (`Canvas.layer`), by call order: each an image
/// surface on the device pixel grid of the area's cairo context, so showing it again is a copy of
/// whole pixels and looks as drawing it again would. Unused in a frame, a layer is dropped. A layer
/// asked for at another scale (a zoom) is first shown as its kept image scaled, a preview, while the
/// scale keeps changing from frame to frame; the first frame that asks for the same scale and origin
/// as the last preview draws it whole (`onPreview` asks for that frame). A new key whose `damage`
/// names areas draws only those again, in place.
@MainActor package final class CairoLayers {
  /// How layers were shown since the process started, for tests and benchmarks.
  package struct Counts : Equatable, Sendable {
    /// Drawn whole: a new key without damaged areas, another size or pixel phase.
    package var drawn = 0
    /// Moved by whole pixels with only the uncovered strips drawn.
    package var shifted = 0
    /// Shown as kept.
    package var reused = 0
    /// A new key whose damaged areas alone were drawn again.
    package var repaired = 0
    /// Shown as the kept image scaled, until a frame draws it at its new scale.
    package var previewed = 0
  }

  /// Called at the end of a frame that showed a preview: the owner asks for another frame, which
  /// draws the previewed layers whole if nothing moved since.
  var onPreview: (() -> Void)?

  package private(set) static var counts = Counts()

  /// Whether a new key's damaged areas alone are drawn again (true); false draws it whole, as a
  /// baseline for benchmarks.
  package static var repairsDamage = true

  private struct Layer {
    var key: AnyHashable
    var originX: Double
    var originY: Double
    /// Where user (0, 0) falls within its device pixel (0 ..< 1): the image is drawn with the same phase.
    var phaseX: Double
    var phaseY: Double
    var width: Int
    var height: Int
    /// The content's scale when the image was drawn.
    var scale: Double
    /// The scale and origin of the last preview of this image, if the last frame showed one.
    var preview: [Double]?
    var surface: CairoSurface
  }

  private var layers: [Layer] = []
  private var used = 0
  private var showedPreview = false

  /// Starts a frame: layers are matched to its `layer` calls in order.
  func beginFrame() {
    self.used = 0
    self.showedPreview = false
  }

  /// Drops the layers this frame did not ask for; asks for a frame after a preview.
  func endFrame() {
    self.layers.removeSubrange(self.used...)
    if self.showedPreview {
      self.onPreview?()
    }
  }

  /// Shows layer number `used` of this frame on `cairo`, drawing with `body` what is not kept; for a
  /// new key, `damage` says which areas to draw again (nil: the whole layer).
  func show(
    on cairo: OpaquePointer, width: Int, height: Int, key: AnyHashable, placement: CanvasLayerPlacement,
    damage: (AnyHashable) -> [CanvasRect]?, _ body: (any Canvas) -> Void
  ) {
    let (originX, originY, scale) = (placement.originX, placement.originY, placement.scale)
    guard let phase = Self.pixelPhase(of: cairo) else {
      // Scaled or rotated: no pixel grid to keep an image on.
      body(CairoCanvas(cairo: cairo, width: width, height: height))
      return
    }
    let index = self.used
    self.used += 1
    if index < self.layers.count {
      var layer = self.layers[index]
      let dx = (originX - layer.originX).rounded()
      let dy = (originY - layer.originY).rounded()
      let isWholePixels = abs(originX - layer.originX - dx) < 1e-6 && abs(originY - layer.originY - dy) < 1e-6
      let isSameGeometry = layer.width == width && layer.height == height && layer.phaseX == phase.x && layer.phaseY == phase.y
      if isSameGeometry && layer.key == key && layer.scale != scale && layer.preview != [scale, originX, originY] {
        layer.preview = [scale, originX, originY]
        self.layers[index] = layer
        Self.paint(layer, on: cairo, scaledBy: scale / layer.scale, originX: originX, originY: originY)
        Self.counts.previewed += 1
        self.showedPreview = true
        return
      }
      // A period of whole pixels that fits the image: any sideways move is a copy of one period.
      let period = placement.horizontalPeriod.flatMap { $0 == $0.rounded() && $0 >= 1 && $0 <= Double(width) ? Int($0) : nil }
      if isSameGeometry, layer.scale == scale, isWholePixels, abs(dx) < Double(width) || period != nil, abs(dy) < Double(height),
        let damaged = layer.key == key ? [] : Self.repairsDamage ? Self.pixelAreas(damage(layer.key), of: layer) : nil
      {
        if dx == 0 && dy == 0 && damaged.isEmpty {
          Self.counts.reused += 1
        }
        if dx != 0 || dy != 0 {
          layer.surface = Self.shifted(layer, dx: dx, dy: dy, period: period, body)
          layer.originX = originX
          layer.originY = originY
          Self.counts.shifted += 1
        }
        if !damaged.isEmpty {
          Self.repair(layer, areas: damaged, body)
          Self.counts.repaired += 1
        }
        layer.key = key
        self.layers[index] = layer
        Self.paint(layer, on: cairo)
        return
      }
    }
    let surface = CairoSurface(similarTo: cairo, width: width + 1, height: height + 1)
    Self.draw(on: surface, phaseX: phase.x, phaseY: phase.y, width: width, height: height, body)
    let layer = Layer(
      key: key, originX: originX, originY: originY, phaseX: phase.x, phaseY: phase.y, width: width, height: height, scale: scale,
      preview: nil, surface: surface
    )
    if index < self.layers.count {
      self.layers[index] = layer
    } else {
      self.layers.append(layer)
    }
    Self.counts.drawn += 1
    Self.paint(layer, on: cairo)
  }

  /// A pixel rectangle of a layer's image.
  private struct PixelArea {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    func overlaps(_ other: PixelArea) -> Bool {
      self.x < other.x + other.width && other.x < self.x + self.width && self.y < other.y + other.height && other.y < self.y + self.height
    }

    func union(_ other: PixelArea) -> PixelArea {
      let (left, top) = (min(self.x, other.x), min(self.y, other.y))
      let right = max(self.x + self.width, other.x + other.width)
      let bottom = max(self.y + self.height, other.y + other.height)
      return PixelArea(x: left, y: top, width: right - left, height: bottom - top)
    }
  }

  /// `areas` (canvas coordinates) as the whole pixels of `layer`'s image they touch, those outside it
  /// left out; nil when there are none to tell (draw whole) or they cover more than half the image,
  /// which drawing whole does as fast.
  private static func pixelAreas(_ areas: [CanvasRect]?, of layer: Layer) -> [PixelArea]? {
    guard let areas else { return nil }
    let (imageWidth, imageHeight) = (Double(layer.width + 1), Double(layer.height + 1))
    var pixels: [PixelArea] = []
    for area in areas where area.width > 0 && area.height > 0 {
      guard area.x.isFinite, area.y.isFinite, area.maxX.isFinite, area.maxY.isFinite else { return nil }
      let left = max((area.x + layer.phaseX).rounded(.down), 0)
      let top = max((area.y + layer.phaseY).rounded(.down), 0)
      let right = min((area.maxX + layer.phaseX).rounded(.up), imageWidth)
      let bottom = min((area.maxY + layer.phaseY).rounded(.up), imageHeight)
      guard left < right, top < bottom else { continue }
      pixels.append(PixelArea(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)))
    }
    pixels = Self.merged(pixels)
    let covered = pixels.reduce(0) { $0 + $1.width * $1.height }
    return Double(covered) * 2 > imageWidth * imageHeight ? nil : pixels
  }

  /// `areas` with every two that overlap replaced by the rectangle around both, until none overlap:
  /// a pixel is drawn once (a circle that grew is one area, not two).
  private static func merged(_ areas: [PixelArea]) -> [PixelArea] {
    var areas = areas
    var index = 0
    while index < areas.count {
      if let other = areas.indices.first(where: { $0 != index && areas[$0].overlaps(areas[index]) }) {
        areas[index] = areas[index].union(areas[other])
        areas.remove(at: other)
        index = 0
      } else {
        index += 1
      }
    }
    return areas
  }

  /// Draws `areas` of `layer`'s image again with `body`, in place: each on a surface of its own size
  /// (cairo rasterizes only its pixels, and `body` sees it as its `dirtyRect`), then copied in.
  private static func repair(_ layer: Layer, areas: [PixelArea], _ body: (any Canvas) -> Void) {
    let cairo = cairo_create(layer.surface.pointer)!
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    for area in areas {
      Self.drawPart(area, of: layer, on: cairo, body)
    }
    cairo_destroy(cairo)
  }

  /// Draws `area` of `layer`'s image with `body` on a surface of its size and copies it to `cairo`.
  private static func drawPart(_ area: PixelArea, of layer: Layer, on cairo: OpaquePointer, _ body: (any Canvas) -> Void) {
    let part = CairoSurface(similarTo: layer.surface, width: area.width, height: area.height)
    Self.draw(
      on: part, phaseX: layer.phaseX - Double(area.x), phaseY: layer.phaseY - Double(area.y), width: layer.width, height: layer.height, body
    )
    cairo_set_source_surface(cairo, part.pointer, Double(area.x), Double(area.y))
    cairo_rectangle(cairo, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
    cairo_fill(cairo)
  }

  /// The layer's image moved by (`dx`, `dy`) whole pixels, the strips it uncovers drawn by `body`.
  /// Content that repeats every `period` pixels sideways is copied from one period of the image, so
  /// no strip is drawn for the sideways move. Each strip is drawn on a surface of its own size (cairo
  /// rasterizes only its pixels) and copied in.
  private static func shifted(_ layer: Layer, dx: Double, dy: Double, period: Int?, _ body: (any Canvas) -> Void) -> CairoSurface {
    let surface = CairoSurface(similarTo: layer.surface)
    let cairo = cairo_create(surface.pointer)!
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    let width = layer.width + 1
    let height = layer.height + 1
    if let period, dx != 0 {
      let onePeriod = cairo_surface_create_for_rectangle(layer.surface.pointer, 0, 0, Double(period), Double(height))!
      cairo_set_source_surface(cairo, onePeriod, dx, dy)
      cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_REPEAT)
      cairo_rectangle(cairo, 0, dy > 0 ? dy : 0, Double(width), Double(height) - abs(dy))
      cairo_fill(cairo)
      cairo_surface_destroy(onePeriod)
    } else {
      cairo_set_source_surface(cairo, layer.surface.pointer, dx, dy)
      cairo_paint(cairo)
    }
    var strips: [PixelArea] = []
    if dx != 0 && period == nil {
      strips.append(PixelArea(x: dx > 0 ? 0 : width + Int(dx), y: 0, width: Int(abs(dx)), height: height))
    }
    if dy != 0 {
      strips.append(PixelArea(x: 0, y: dy > 0 ? 0 : height + Int(dy), width: width, height: Int(abs(dy))))
    }
    for strip in strips {
      Self.drawPart(strip, of: layer, on: cairo, body)
    }
    cairo_destroy(cairo)
    return surface
  }

  /// Runs `body` on `surface` with user (0, 0) at (`phaseX`, `phaseY`) of it: the canvas is `width` ×
  /// `height`, its `dirtyRect` the surface's pixels.
  private static func draw(
    on surface: CairoSurface, phaseX: Double, phaseY: Double, width: Int, height: Int, _ body: (any Canvas) -> Void
  ) {
    let cairo = cairo_create(surface.pointer)!
    cairo_translate(cairo, phaseX, phaseY)
    let dirtyRect = CanvasRect(
      x: -phaseX, y: -phaseY, width: Double(cairo_image_surface_get_width(surface.pointer)),
      height: Double(cairo_image_surface_get_height(surface.pointer))
    )
    body(CairoCanvas(cairo: cairo, width: width, height: height, dirtyRect: dirtyRect))
    cairo_destroy(cairo)
  }

  private static func paint(_ layer: Layer, on cairo: OpaquePointer) {
    cairo_save(cairo)
    cairo_set_source_surface(cairo, layer.surface.pointer, -layer.phaseX, -layer.phaseY)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The kept image scaled by `factor` about its origin, placed at (`originX`, `originY`); its edge
  /// pixels extend beyond it when it shrinks.
  private static func paint(_ layer: Layer, on cairo: OpaquePointer, scaledBy factor: Double, originX: Double, originY: Double) {
    cairo_save(cairo)
    cairo_rectangle(cairo, 0, 0, Double(layer.width), Double(layer.height))
    cairo_clip(cairo)
    cairo_translate(cairo, originX, originY)
    cairo_scale(cairo, factor, factor)
    cairo_translate(cairo, -layer.originX, -layer.originY)
    cairo_set_source_surface(cairo, layer.surface.pointer, -layer.phaseX, -layer.phaseY)
    cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
    // A preview lasts one frame: the fastest filter.
    cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_FAST)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Where user (0, 0) falls within a device pixel, if user space is device space moved; nil otherwise.
  private static func pixelPhase(of cairo: OpaquePointer) -> (x: Double, y: Double)? {
    cairoDeviceShift(of: cairo).map { ($0.x - $0.x.rounded(.down), $0.y - $0.y.rounded(.down)) }
  }
}

/// An image surface destroyed with its last reference.
final class CairoSurface {
  let pointer: OpaquePointer

  init(similarTo cairo: OpaquePointer, width: Int, height: Int) {
    self.pointer = cairo_surface_create_similar_image(cairo_get_target(cairo), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
  }

  init(similarTo other: CairoSurface, width: Int? = nil, height: Int? = nil) {
    self.pointer = cairo_surface_create_similar_image(
      other.pointer, CAIRO_FORMAT_ARGB32, width.map { Int32($0) } ?? cairo_image_surface_get_width(other.pointer),
      height.map { Int32($0) } ?? cairo_image_surface_get_height(other.pointer)
    )
  }

  deinit {
    cairo_surface_destroy(self.pointer)
  }
}
