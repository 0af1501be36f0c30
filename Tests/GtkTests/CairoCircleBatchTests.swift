//  CairoCircleBatchTests.swift
//  Circles in one path are drawn through coverage masks (on cairo image surfaces, no display):
//  they look as cairo's own fill and outline of the path, overlapping circles make a union, and any
//  other path, or a scaled canvas, is left to cairo.

import CGtk
import DeclarativeViews
@testable import GtkWidgets
import TestSupport
import Testing

@MainActor @Suite struct CairoCircleBatchTests {
  static let size = 200
  let fill = CanvasColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.55)
  let stroke = CanvasStroke(color: CanvasColor(red: 0.4, green: 0.1, blue: 0, alpha: 0.8), lineWidth: 1)

  private func circles(count: Int, seed: UInt64) -> CanvasPath {
    var generator = SeededGenerator(seed: seed)
    var path = CanvasPath()
    for _ in 0 ..< count {
      path.addCircle(
        centerX: Double(generator.next() % 2_000) / 10, centerY: Double(generator.next() % 2_000) / 10,
        radius: 3 + Double(generator.next() % 120) / 10
      )
    }
    return path
  }

  /// Draws on a white surface with `draw` and returns its bytes.
  private func image(_ draw: (OpaquePointer) -> Void) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.size), Int32(Self.size))!
    let cairo = cairo_create(surface)!
    cairo_set_source_rgb(cairo, 1, 1, 1)
    cairo_paint(cairo)
    draw(cairo)
    cairo_destroy(cairo)
    return takeImageBytes(surface, width: Self.size, height: Self.size)
  }

  /// The path as cairo fills and strokes it.
  private func cairoDrawn(_ path: CanvasPath, _ cairo: OpaquePointer) {
    for case .circle(let x, let y, let radius) in path.elements {
      cairo_new_sub_path(cairo)
      cairo_arc(cairo, x, y, radius, 0, 2 * Double.pi)
    }
    cairo_set_source_rgba(cairo, self.fill.red, self.fill.green, self.fill.blue, self.fill.alpha)
    cairo_fill_preserve(cairo)
    cairo_set_source_rgba(cairo, self.stroke.color.red, self.stroke.color.green, self.stroke.color.blue, self.stroke.color.alpha)
    cairo_set_line_width(cairo, 1)
    cairo_stroke(cairo)
  }

  @Test func manyCirclesLookAsCairosOwnFillAndOutline() {
    let path = self.circles(count: 80, seed: 4)
    var batched = false
    let masks = self.image { batched = CairoCircleBatch.draw(path, fill: self.fill, stroke: self.stroke, on: $0) }
    let reference = self.image { self.cairoDrawn(path, $0) }
    #expect(batched)
    let differences = zip(masks, reference).map { abs(Int($0) - Int($1)) }
    // Edges are smoothed over one pixel rather than by cairo's sampling: a few levels, a fraction of pixels.
    #expect(differences.filter { $0 > 24 }.count < masks.count / 100, "\(differences.filter { $0 > 24 }.count) bytes off by more than 24")
    #expect(differences.filter { $0 > 4 }.count < masks.count / 10)
  }

  @Test func overlappingCirclesMakeAUnionAsAFillOfThePathDoes() {
    var path = CanvasPath()
    for _ in 0 ..< 64 {
      path.addCircle(centerX: 100, centerY: 100, radius: 40)
    }
    let pixels = self.image { _ = CairoCircleBatch.draw(path, fill: self.fill, stroke: nil, on: $0) }
    var single = CanvasPath()
    single.addCircle(centerX: 100, centerY: 100, radius: 40)
    let one = self.image { cairo in
      self.cairoDrawn(single, cairo)
    }
    let centre = (100 * Self.size + 100) * 4
    #expect(Array(pixels[centre ..< centre + 4]) != [255, 255, 255, 255])
    // Inside, 64 stacked circles are as dark as one filled once (not 64 layers of 55 %).
    #expect(zip(pixels[centre ..< centre + 3], one[centre ..< centre + 3]).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
  }

  @Test func aFewCirclesAreMasksTooAndLookAsCairosOwn() {
    let few = self.circles(count: 3, seed: 2)
    var batched = false
    let masks = self.image { batched = CairoCircleBatch.draw(few, fill: self.fill, stroke: self.stroke, on: $0) }
    let reference = self.image { self.cairoDrawn(few, $0) }
    #expect(batched)
    let differences = zip(masks, reference).map { abs(Int($0) - Int($1)) }
    #expect(differences.filter { $0 > 24 }.count < masks.count / 100)
  }

  @Test func otherPathsAndScaledCanvasesAreLeftToCairo() {
    var mixed = self.circles(count: 100, seed: 1)
    mixed.move(toX: 0, y: 0)
    let many = self.circles(count: 100, seed: 3)
    _ = self.image { cairo in
      #expect(!CairoCircleBatch.draw(mixed, fill: self.fill, stroke: nil, on: cairo))
      #expect(!CairoCircleBatch.draw(CanvasPath(), fill: self.fill, stroke: nil, on: cairo))
      cairo_scale(cairo, 2, 2)
      #expect(!CairoCircleBatch.draw(many, fill: self.fill, stroke: nil, on: cairo))
    }
  }
}
