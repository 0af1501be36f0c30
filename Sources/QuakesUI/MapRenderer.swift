//  MapRenderer.swift

import CGtk
import QuakesData

/// Draws the map with cairo: sea, land outlines, a graticule, then the quakes as circles of
/// (magnitude + 3) × 6 px (magnitude clamped to −2…10) coloured by magnitude band, the selected one opaque with a dark outline.
/// Circles of one band are filled as one path, so a day of 100,000 quakes is six fills, not 100,000.
@MainActor struct MapRenderer {
  let quakes: [Quake]
  let selectedQuakeId: String?
  let viewport: MapViewport

  /// Bounded whatever the data says (at most 78 px): an absurd magnitude once made a circle so large
  /// that placing its copies never ended.
  static func diameter(magnitude: Double) -> Double {
    let range = QuakeValidation.magnitudes
    let bounded = magnitude.isNaN ? range.lowerBound : min(max(magnitude, range.lowerBound), range.upperBound)
    return max(bounded + 3, 1) * 6
  }

  func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
    let projection = MapProjection(width: width, height: height, viewport: self.viewport)
    self.drawBackground(cairo, projection)
    var bands = [[Quake]](repeating: [], count: MagnitudeBand.allCases.count)
    var selected: Quake?
    for quake in self.quakes {
      if quake.quakeId == self.selectedQuakeId {
        selected = quake
      } else {
        bands[MagnitudeBand.allCases.firstIndex(of: MagnitudeBand(magnitude: quake.magnitude))!].append(quake)
      }
    }
    for (index, band) in MagnitudeBand.allCases.enumerated() where !bands[index].isEmpty {
      cairo_new_path(cairo)
      for quake in bands[index] {
        self.addCircle(cairo, quake, projection)
      }
      let color = band.rgb
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 0.55)
      cairo_fill_preserve(cairo)
      cairo_set_source_rgba(cairo, color.red * 0.6, color.green * 0.6, color.blue * 0.6, 0.8)
      cairo_set_line_width(cairo, 1)
      cairo_stroke(cairo)
    }
    if let selected {
      cairo_new_path(cairo)
      self.addCircle(cairo, selected, projection)
      let color = MagnitudeBand(magnitude: selected.magnitude).rgb
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
      cairo_fill_preserve(cairo)
      cairo_set_source_rgba(cairo, 0.1, 0.1, 0.12, 1)
      cairo_set_line_width(cairo, 3)
      cairo_stroke(cairo)
    }
  }

  /// The quake under a click, if any: of the circles containing the point, the one whose centre is nearest.
  func quake(atX x: Double, y: Double, width: Int, height: Int) -> Quake? {
    let projection = MapProjection(width: width, height: height, viewport: self.viewport)
    var best: (quake: Quake, distance: Double)?
    for quake in self.quakes {
      let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
      let radius = Self.diameter(magnitude: quake.magnitude) / 2
      for copyX in projection.visibleXs(of: point.x, radius: radius) {
        let distance = ((copyX - x) * (copyX - x) + (point.y - y) * (point.y - y)).squareRoot()
        if distance <= radius, distance < best?.distance ?? .infinity {
          best = (quake, distance)
        }
      }
    }
    return best?.quake
  }

  private func addCircle(_ cairo: OpaquePointer, _ quake: Quake, _ projection: MapProjection) {
    let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
    let radius = Self.diameter(magnitude: quake.magnitude) / 2
    guard projection.isVisible(y: point.y, radius: radius) else { return }
    for x in projection.visibleXs(of: point.x, radius: radius) {
      cairo_new_sub_path(cairo)
      cairo_arc(cairo, x, point.y, radius, 0, 2 * Double.pi)
    }
  }

  private func drawBackground(_ cairo: OpaquePointer, _ projection: MapProjection) {
    cairo_set_source_rgb(cairo, 0.13, 0.16, 0.22)
    cairo_paint(cairo)
    let top = projection.point(longitude: projection.centerLongitude, latitude: 90).y
    let bottom = projection.point(longitude: projection.centerLongitude, latitude: -90).y
    cairo_set_source_rgb(cairo, 0.62, 0.75, 0.86)
    cairo_rectangle(cairo, 0, top, projection.width, bottom - top)
    cairo_fill(cairo)
    self.drawLand(cairo, projection)
    cairo_set_source_rgba(cairo, 1, 1, 1, 0.35)
    cairo_set_line_width(cairo, 1)
    for longitude in stride(from: -180.0, to: 180, by: 30) {
      let x = projection.point(longitude: longitude, latitude: 0).x
      for copy in projection.visibleXs(of: x, radius: 0) {
        cairo_move_to(cairo, copy, top)
        cairo_line_to(cairo, copy, bottom)
      }
    }
    for latitude in stride(from: -60.0, through: 60, by: 30) {
      let y = projection.point(longitude: 0, latitude: latitude).y
      cairo_move_to(cairo, 0, y)
      cairo_line_to(cairo, projection.width, y)
    }
    cairo_stroke(cairo)
  }

  private func drawLand(_ cairo: OpaquePointer, _ projection: MapProjection) {
    guard !WorldOutline.polygons.isEmpty else { return }
    cairo_new_path(cairo)
    // One copy of the world spans longitudes -180...180; draw every copy that overlaps the canvas.
    let world = projection.worldWidth
    let firstLeft = projection.width / 2 + (-180 - projection.centerLongitude) * projection.scale
    let copies = Int(((-world - firstLeft) / world).rounded(.up)) ... Int(((projection.width - firstLeft) / world).rounded(.down))
    let shifts = copies.map { Double($0) * world }
    for shift in shifts {
      for polygon in WorldOutline.polygons {
        for (index, vertex) in polygon.enumerated() {
          let x = projection.width / 2 + (vertex.longitude - projection.centerLongitude) * projection.scale + shift
          let y = projection.point(longitude: 0, latitude: vertex.latitude).y
          if index == 0 { cairo_move_to(cairo, x, y) } else { cairo_line_to(cairo, x, y) }
        }
        cairo_close_path(cairo)
      }
    }
    cairo_set_source_rgb(cairo, 0.93, 0.91, 0.85)
    cairo_fill_preserve(cairo)
    cairo_set_source_rgba(cairo, 0.45, 0.45, 0.42, 0.8)
    cairo_set_line_width(cairo, 0.7)
    cairo_stroke(cairo)
  }
}
