//  CairoCircleBatch.swift

import CGtk
import DeclarativeViews

/// Fills and outlines a path made only of many circles (a scatter plot, a map's quakes) without cairo's
/// path machinery, which for thousands of overlapping outlines costs hundreds of milliseconds: each
/// circle's coverage is computed in place (one pixel of smoothing at its edge) and added, saturating, to
/// an alpha mask the size of what is visible, so overlapping circles make their union as a fill of the
/// path does; then the fill colour and the outline colour are painted through the two masks. The look is
/// the path's, within a fraction of a pixel at the edges.
@MainActor enum CairoCircleBatch {
  /// Fewer circles than this draw as a path: the masks would cost more than they save.
  static let minimumCount = 64
  /// A visible area larger than this on a side (an unbounded clip) draws as a path.
  static let largestSide = 8_192

  /// Draws `path` and returns true if it is at least `minimumCount` circles and nothing else, on a
  /// context whose transform is a move (no scale, rotation or device scale); returns false, drawing
  /// nothing, otherwise.
  static func draw(_ path: CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?, on cairo: OpaquePointer) -> Bool {
    guard path.elements.count >= Self.minimumCount, let shift = Self.deviceShift(of: cairo) else { return false }
    var circles: [(x: Double, y: Double, radius: Double)] = []
    circles.reserveCapacity(path.elements.count)
    for element in path.elements {
      guard case .circle(let x, let y, let radius) = element else { return false }
      circles.append((x, y, radius))
    }
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    // The visible area in device pixels, whole pixels out.
    let left = (x1 + shift.x).rounded(.down)
    let top = (y1 + shift.y).rounded(.down)
    let width = Int((x2 + shift.x).rounded(.up) - left)
    let height = Int((y2 + shift.y).rounded(.up) - top)
    guard width > 0, height > 0, width <= Self.largestSide, height <= Self.largestSide else { return width <= 0 || height <= 0 }
    let originX = left - shift.x
    let originY = top - shift.y
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

  /// What to add to user coordinates to get device pixels, if the transform is only a move.
  private static func deviceShift(of cairo: OpaquePointer) -> (x: Double, y: Double)? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    var scaleX = 1.0, scaleY = 1.0, offsetX = 0.0, offsetY = 0.0
    let target = cairo_get_target(cairo)
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0, scaleX == 1, scaleY == 1 else { return nil }
    return (matrix.x0 + offsetX, matrix.y0 + offsetY)
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

  /// A disc: full inside, fading over the pixel its edge crosses.
  func addDisc(x: Double, y: Double, radius: Double) {
    self.add(x: x, y: y, reach: radius + 1) { distance in radius + 0.5 - distance }
  }

  /// An outline `lineWidth` wide centred on the circle.
  func addRing(x: Double, y: Double, radius: Double, lineWidth: Double) {
    let half = lineWidth / 2
    self.add(x: x, y: y, reach: radius + half + 1) { distance in min(half + 0.5 - abs(distance - radius), lineWidth) }
  }

  /// Adds `coverage(distance from the centre)` (clamped to 0…1) to each pixel within `reach`.
  private func add(x: Double, y: Double, reach: Double, _ coverage: (Double) -> Double) {
    guard x.isFinite, y.isFinite, reach.isFinite else { return }
    let firstRow = max(Int((y - reach).rounded(.down)), 0)
    let lastRow = min(Int((y + reach).rounded(.up)), self.height - 1)
    let firstColumn = max(Int((x - reach).rounded(.down)), 0)
    let lastColumn = min(Int((x + reach).rounded(.up)), self.width - 1)
    guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
    for row in firstRow ... lastRow {
      let dy = Double(row) + 0.5 - y
      let line = self.bytes + row * self.stride
      for column in firstColumn ... lastColumn {
        let dx = Double(column) + 0.5 - x
        let amount = min(max(coverage((dx * dx + dy * dy).squareRoot()), 0), 1)
        guard amount > 0 else { continue }
        line[column] = UInt8(min(Int(line[column]) + Int((amount * 255).rounded()), 255))
      }
    }
  }

  /// Paints the current source through the mask, its top-left corner at (`x`, `y`) in user space.
  func paint(on cairo: OpaquePointer, x: Double, y: Double) {
    cairo_surface_mark_dirty(self.surface)
    cairo_mask_surface(cairo, self.surface, x, y)
  }
}
