//  CairoCanvasTests.swift
//  The GTK backend's canvas draws real pixels (on a cairo image surface, no display).

import CGtk
import DeclarativeViews
@testable import GtkWidgets
import Testing

@MainActor @Suite struct CairoCanvasTests {
  /// Draws on a 20×20 ARGB surface and returns the pixel at each point, as 0xAARRGGBB.
  private func pixels(at points: [(x: Int, y: Int)], _ draw: (CairoCanvas) -> Void) -> [UInt32] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20)!
    let cairo = cairo_create(surface)!
    draw(CairoCanvas(cairo: cairo, width: 20, height: 20))
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let values = points.map { point in
      UnsafeRawPointer(data + point.y * stride + point.x * 4).loadUnaligned(as: UInt32.self)
    }
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
    return values
  }

  private let red = CanvasColor(red: 1, green: 0, blue: 0)
  private let blue = CanvasColor(red: 0, green: 0, blue: 1)

  @Test func paintCoversTheCanvasAndFillCoversThePath() {
    var square = CanvasPath()
    square.addRectangle(x: 10, y: 10, width: 10, height: 10)
    let values = self.pixels(at: [(2, 2), (15, 15)]) { canvas in
      canvas.paint(self.red)
      canvas.fill(square, with: self.blue)
    }
    #expect(values == [0xFFFF_0000, 0xFF00_00FF])
  }

  @Test func aTransformMovesWhatIsDrawnAndEndsWithItsBody() {
    var square = CanvasPath()
    square.addRectangle(x: 0, y: 0, width: 5, height: 5)
    let values = self.pixels(at: [(2, 2), (12, 12), (17, 2)]) { canvas in
      canvas.withTransform(.translate(x: 10, y: 10)) {
        canvas.fill(square, with: self.red)
      }
      canvas.withTransform(.translate(x: 15, y: 0)) {
        canvas.fill(square, with: self.blue)
      }
    }
    #expect(values == [0, 0xFFFF_0000, 0xFF00_00FF])
  }

  @Test func aCircleIsItsOwnSubpathAndAStrokeDrawsTheOutlineOnly() {
    var shapes = CanvasPath()
    shapes.move(toX: 0, y: 0)
    shapes.addCircle(centerX: 10, centerY: 10, radius: 6)
    let values = self.pixels(at: [(10, 10), (10, 4), (1, 1)]) { canvas in
      canvas.stroke(shapes, with: self.red, lineWidth: 2)
    }
    // Inside untouched, the outline red, and no line from (0, 0) to the circle.
    #expect(values[0] == 0)
    #expect(values[1] == 0xFFFF_0000)
    #expect(values[2] == 0)
  }

  @Test func textLeavesInkNearItsBaseline() {
    let values = self.pixels(at: (0 ..< 20).flatMap { x in (4 ..< 16).map { (x, $0) } }) { canvas in
      canvas.drawText("WW", x: 0, y: 15, size: 14, color: self.red)
    }
    #expect(values.contains { $0 != 0 })
  }
}
