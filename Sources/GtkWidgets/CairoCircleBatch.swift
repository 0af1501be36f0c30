//  CairoCircleBatch.swift

import CGtk
import DeclarativeViews

/// Fills and outlines a path made only of circles (a scatter plot, a map's quakes) without cairo's
/// path machinery, which for thousands of overlapping outlines costs hundreds of milliseconds: each
/// circle's coverage is computed in place (one pixel of smoothing at its edge) and added, saturating, to
/// an alpha mask the size of what the circles cover of the visible area, so overlapping circles make
/// their union as a fill of the path does; then the fill colour and the outline colour are painted
/// through the two masks. The look is the path's, within a fraction of a pixel at the edges. Every
/// circle path is drawn this way, whatever its count: a pixel's coverage then depends only on the
/// circles that reach it, so a kept layer's area drawn again (a few circles) matches the layer drawn
/// whole (thousands) to a level.
@MainActor enum CairoCircleBatch {
  /// A visible area larger than this on a side (an unbounded clip) draws as a path.
  static let largestSide = 8_192

  /// Draws `path` and returns true if it is circles and nothing else, on a context whose transform
  /// is a move (no scale, rotation or device scale); returns false, drawing nothing, otherwise.
  static func draw(_ path: CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?, on cairo: OpaquePointer) -> Bool {
    guard !path.elements.isEmpty, let shift = cairoDeviceShift(of: cairo) else { return false }
    // How far past its radius a circle colours pixels: half its outline and a pixel of smoothing.
    let reach = (stroke?.lineWidth ?? 0) / 2 + 1
    var circles: [(x: Double, y: Double, radius: Double)] = []
    circles.reserveCapacity(path.elements.count)
    var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for element in path.elements {
      guard case .circle(let x, let y, let radius) = element else { return false }
      circles.append((x, y, radius))
      guard x.isFinite, y.isFinite, radius.isFinite else { continue }
      minX = min(minX, x - radius - reach)
      minY = min(minY, y - radius - reach)
      maxX = max(maxX, x + radius + reach)
      maxY = max(maxY, y + radius + reach)
    }
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    guard x2 - x1 <= Double(Self.largestSide), y2 - y1 <= Double(Self.largestSide) else { return false }
    // What the circles cover of the visible area, in device pixels, whole pixels out.
    let left = (max(x1, minX) + shift.x).rounded(.down)
    let top = (max(y1, minY) + shift.y).rounded(.down)
    let right = (min(x2, maxX) + shift.x).rounded(.up)
    let bottom = (min(y2, maxY) + shift.y).rounded(.up)
    guard left < right, top < bottom else { return true }
    let (width, height) = (Int(right - left), Int(bottom - top))
    let originX = left - shift.x
    let originY = top - shift.y
    // Only the circles that reach the mask (a pan's strip is a sliver of the canvas).
    circles.removeAll { circle in
      circle.x + circle.radius + reach < originX || circle.x - circle.radius - reach > originX + Double(width)
        || circle.y + circle.radius + reach < originY || circle.y - circle.radius - reach > originY + Double(height)
    }
    cairo_save(cairo)
    if let fill {
      let mask = CoverageMask(width: width, height: height)
      for circle in circles {
        mask.addDisc(x: circle.x - originX, y: circle.y - originY, radius: circle.radius)
      }
      cairo_set_source_rgba(cairo, fill.red, fill.green, fill.blue, fill.alpha)
      mask.paint(on: cairo, x: originX, y: originY)
    }
    if let stroke {
      let mask = CoverageMask(width: width, height: height)
      for circle in circles {
        mask.addRing(x: circle.x - originX, y: circle.y - originY, radius: circle.radius, lineWidth: stroke.lineWidth)
      }
      cairo_set_source_rgba(cairo, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
      mask.paint(on: cairo, x: originX, y: originY)
    }
    cairo_restore(cairo)
    return true
  }
}

/// An A8 image of coverage, added to with saturation.
private final class CoverageMask {
  let surface: OpaquePointer
  let width: Int
  let height: Int
  let stride: Int
  let bytes: UnsafeMutablePointer<UInt8>

  init(width: Int, height: Int) {
    self.surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    self.width = width
    self.height = height
    self.stride = Int(cairo_image_surface_get_stride(self.surface))
    cairo_surface_flush(self.surface)
    self.bytes = cairo_image_surface_get_data(self.surface)
  }

  deinit {
    cairo_surface_destroy(self.surface)
  }

  /// A disc: full inside, fading over the pixel its edge crosses. Row by row, the span inside is set
  /// full at once and only the pixels the edge crosses compute a distance. (This and `addRing` walk
  /// their rows alike, written out in each: a shared row walker with a closure cost 1.5 ms a frame.)
  func addDisc(x: Double, y: Double, radius: Double) {
    guard x.isFinite, y.isFinite, radius.isFinite, radius > 0 else { return }
    let outer = radius + 0.5
    let inner = radius - 0.5
    guard let rows = self.rows(y: y, reach: outer) else { return }
    for row in rows {
      let dy = Double(row) + 0.5 - y
      let dy2 = dy * dy
      guard dy2 < outer * outer else { continue }
      let line = self.bytes + row * self.stride
      let outerHalf = (outer * outer - dy2).squareRoot()
      guard let span = self.columns(from: x - outerHalf, to: x + outerHalf) else { continue }
      let innerHalf = inner > 0 && dy2 < inner * inner ? (inner * inner - dy2).squareRoot() : -1
      guard let full = self.columns(from: x - innerHalf, to: x + innerHalf) else {
        Self.addDiscEdge(line, span.first, span.last, x: x, dy2: dy2, radius: radius)
        continue
      }
      Self.addDiscEdge(line, span.first, full.first - 1, x: x, dy2: dy2, radius: radius)
      (line + full.first).update(repeating: 255, count: full.last - full.first + 1)
      Self.addDiscEdge(line, full.last + 1, span.last, x: x, dy2: dy2, radius: radius)
    }
  }

  /// An outline `lineWidth` wide centred on the circle: row by row, the one or two spans it crosses.
  func addRing(x: Double, y: Double, radius: Double, lineWidth: Double) {
    guard x.isFinite, y.isFinite, radius.isFinite, lineWidth.isFinite, radius > 0, lineWidth > 0 else { return }
    let half = lineWidth / 2
    let outer = radius + half + 0.5
    let inner = radius - half - 0.5
    guard let rows = self.rows(y: y, reach: outer) else { return }
    for row in rows {
      let dy = Double(row) + 0.5 - y
      let dy2 = dy * dy
      guard dy2 < outer * outer else { continue }
      let line = self.bytes + row * self.stride
      let outerHalf = (outer * outer - dy2).squareRoot()
      let innerHalf = inner > 0 && dy2 < inner * inner ? (inner * inner - dy2).squareRoot() : 0
      func add(from low: Double, to high: Double) {
        guard let span = self.columns(from: low, to: high) else { return }
        Self.addRingEdge(line, span.first, span.last, x: x, dy2: dy2, radius: radius, lineWidth: lineWidth)
      }
      if innerHalf > 0 {
        add(from: x - outerHalf, to: x - innerHalf)
        add(from: x + innerHalf, to: x + outerHalf)
      } else {
        add(from: x - outerHalf, to: x + outerHalf)
      }
    }
  }

  /// The rows within `reach` of `y`, if any is in the mask.
  private func rows(y: Double, reach: Double) -> ClosedRange<Int>? {
    let first = max(Int((y - reach).rounded(.down)), 0)
    let last = min(Int((y + reach).rounded(.up)), self.height - 1)
    return first <= last ? first ... last : nil
  }

  /// The columns whose centre is in `low ... high`, if any is in the mask.
  private func columns(from low: Double, to high: Double) -> (first: Int, last: Int)? {
    let first = max(Int((low - 0.5).rounded(.up)), 0)
    let last = min(Int((high - 0.5).rounded(.down)), self.width - 1)
    return first <= last ? (first, last) : nil
  }

  /// Adds a disc's coverage (`radius + 0.5 - distance`) to the pixels `first ... last` of a row (none if
  /// `last < first`), saturating.
  private static func addDiscEdge(_ line: UnsafeMutablePointer<UInt8>, _ first: Int, _ last: Int, x: Double, dy2: Double, radius: Double) {
    guard first <= last else { return }
    for column in first ... last {
      let dx = Double(column) + 0.5 - x
      Self.add(radius + 0.5 - (dx * dx + dy2).squareRoot(), to: line + column)
    }
  }

  /// Adds an outline's coverage (`lineWidth / 2 + 0.5 - |distance - radius|`, at most `lineWidth`).
  private static func addRingEdge(
    _ line: UnsafeMutablePointer<UInt8>, _ first: Int, _ last: Int, x: Double, dy2: Double, radius: Double, lineWidth: Double
  ) {
    guard first <= last else { return }
    let half = lineWidth / 2 + 0.5
    for column in first ... last {
      let dx = Double(column) + 0.5 - x
      Self.add(min(half - abs((dx * dx + dy2).squareRoot() - radius), lineWidth), to: line + column)
    }
  }

  @inline(__always)
  private static func add(_ coverage: Double, to byte: UnsafeMutablePointer<UInt8>) {
    guard coverage > 0 else { return }
    let sum = Int(byte.pointee) + Int(min(coverage, 1) * 255 + 0.5)
    byte.pointee = UInt8(truncatingIfNeeded: sum > 255 ? 255 : sum)
  }

  /// Paints the current source through the mask, its top-left corner at (`x`, `y`) in user space.
  func paint(on cairo: OpaquePointer, x: Double, y: Double) {
    cairo_surface_mark_dirty(self.surface)
    cairo_mask_surface(cairo, self.surface, x, y)
  }
}
