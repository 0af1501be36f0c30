//  CairoLayersTests.swift
//  The GTK backend keeps a canvas's layers as images between frames (on cairo image surfaces, no
//  display): shown again they look as drawing them again would, and a pan draws only what it uncovers.

import CGtk
import DeclarativeViews
@testable import GtkWidgets
import Testing

@MainActor @Suite struct CairoLayersTests {
  static let width = 60
  static let height = 40

  /// A scene placed relative to an origin: a sky, a translucent disc and a diagonal line.
  private func scene(_ canvas: any Canvas, originX: Double, originY: Double) {
    canvas.paint(CanvasColor(red: 0.2, green: 0.4, blue: 0.8))
    var disc = CanvasPath()
    disc.addCircle(centerX: originX + 20.3, centerY: originY + 15.6, radius: 9.2)
    canvas.draw(disc, fill: CanvasColor(red: 1, green: 0.5, blue: 0, alpha: 0.6), stroke: CanvasStroke(color: CanvasColor(red: 0, green: 0, blue: 0), lineWidth: 1.5))
    var line = CanvasPath()
    line.move(toX: originX - 30, y: originY - 20)
    line.addLine(toX: originX + 90, y: originY + 70)
    canvas.stroke(line, with: CanvasColor(red: 1, green: 1, blue: 1), lineWidth: 1)
  }

  /// A scene that repeats sideways every `period` pixels: a sky and a row of discs.
  private func repeatingScene(_ canvas: any Canvas, originX: Double, originY: Double, period: Double) {
    canvas.paint(CanvasColor(red: 0.2, green: 0.4, blue: 0.8))
    var discs = CanvasPath()
    let first = ((0 - originX) / period).rounded(.down) - 1
    for copy in stride(from: first, through: first + Double(Self.width) / period + 2, by: 1) {
      discs.addCircle(centerX: originX + copy * period + 7.3, centerY: originY + 15.6, radius: 6.2)
    }
    canvas.draw(discs, fill: CanvasColor(red: 1, green: 0.5, blue: 0, alpha: 0.6), stroke: CanvasStroke(color: CanvasColor(red: 0, green: 0, blue: 0), lineWidth: 1.5))
  }

  /// Draws one frame on a fresh image surface (with `deviceOffset`) and returns its bytes.
  private func frame(
    layers: CairoLayers?, originX: Double, originY: Double, key: AnyHashable = "scene", scale: Double = 1, period: Double? = nil,
    deviceOffset: (x: Double, y: Double) = (0, 0), bodyRuns: inout Int
  ) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))!
    cairo_surface_set_device_offset(surface, deviceOffset.x, deviceOffset.y)
    let cairo = cairo_create(surface)!
    let canvas = CairoCanvas(cairo: cairo, width: Self.width, height: Self.height, layers: layers)
    layers?.beginFrame()
    var runs = 0
    let placement = CanvasLayerPlacement(originX: originX, originY: originY, scale: scale, horizontalPeriod: period)
    canvas.layer(key, placement: placement) { layer in
      runs += 1
      if let period {
        self.repeatingScene(layer, originX: originX, originY: originY, period: period)
      } else {
        self.scene(layer, originX: originX, originY: originY)
      }
    }
    layers?.endFrame()
    bodyRuns += runs
    cairo_destroy(cairo)
    return takeImageBytes(surface, width: Self.width, height: Self.height)
  }

  /// How many bytes of two frames differ, and by how much at most (a frame is 9,600 bytes).
  private func difference(_ a: [UInt8], _ b: [UInt8]) -> (bytes: Int, most: Int) {
    zip(a, b).reduce((0, 0)) { result, pair in
      let delta = abs(Int(pair.0) - Int(pair.1))
      return (result.0 + (delta > 0 ? 1 : 0), max(result.1, delta))
    }
  }

  /// Whether a panned frame looks as the frame drawn whole: cairo rounds a line cut by the surface's
  /// edge a little differently from the same line inside it, so the pixels where the moved image
  /// holds such a line may be off by a few levels (never more than 12 of 255, in at most 40 bytes).
  private func looksTheSame(_ panned: [UInt8], _ whole: [UInt8]) -> Bool {
    let difference = self.difference(panned, whole)
    return difference.most <= 12 && difference.bytes <= 40
  }

  private func direct(originX: Double, originY: Double, deviceOffset: (x: Double, y: Double) = (0, 0)) -> [UInt8] {
    var runs = 0
    return self.frame(layers: nil, originX: originX, originY: originY, deviceOffset: deviceOffset, bodyRuns: &runs)
  }

  @Test func aLayerLooksAsDrawingItDirectlyAndIsShownAgainWithoutDrawing() {
    let layers = CairoLayers()
    var runs = 0
    let before = CairoLayers.counts
    let first = self.frame(layers: layers, originX: 0, originY: 0, bodyRuns: &runs)
    let second = self.frame(layers: layers, originX: 0, originY: 0, bodyRuns: &runs)
    #expect(self.difference(first, self.direct(originX: 0, originY: 0)) == (0, 0))
    #expect(self.difference(second, first) == (0, 0))
    #expect(runs == 1)
    #expect(CairoLayers.counts.drawn - before.drawn == 1 && CairoLayers.counts.reused - before.reused == 1)
  }

  @Test func aPanByWholePixelsMovesTheImageAndDrawsOnlyWhatItUncovers() {
    let layers = CairoLayers()
    var runs = 0
    _ = self.frame(layers: layers, originX: 0, originY: 0, bodyRuns: &runs)
    let before = CairoLayers.counts
    for (x, y) in [(7.0, -3.0), (-5.0, 11.0), (-5.0, 11.0), (20.0, 0.0)] {
      let panned = self.frame(layers: layers, originX: x, originY: y, bodyRuns: &runs)
      #expect(self.looksTheSame(panned, self.direct(originX: x, originY: y)), "panned to (\(x), \(y))")
    }
    #expect(CairoLayers.counts.shifted - before.shifted == 3)
    #expect(CairoLayers.counts.reused - before.reused == 1)
    #expect(CairoLayers.counts.drawn == before.drawn)
  }

  @Test func aNewKeyAMoveByAFractionOrByMoreThanTheCanvasDrawsTheLayerWhole() {
    let layers = CairoLayers()
    var runs = 0
    _ = self.frame(layers: layers, originX: 0, originY: 0, bodyRuns: &runs)
    let before = CairoLayers.counts
    _ = self.frame(layers: layers, originX: 0, originY: 0, key: "another", bodyRuns: &runs)
    let fraction = self.frame(layers: layers, originX: 0.5, originY: 0, key: "another", bodyRuns: &runs)
    _ = self.frame(layers: layers, originX: 200.5, originY: 0, key: "another", bodyRuns: &runs)
    #expect(self.difference(fraction, self.direct(originX: 0.5, originY: 0)) == (0, 0))
    #expect(CairoLayers.counts.drawn - before.drawn == 3)
    #expect(CairoLayers.counts.shifted == before.shifted && CairoLayers.counts.reused == before.reused)
  }

  @Test func onATargetOffByAFractionOfAPixelTheLayerKeepsItsPixelGrid() {
    let offset = (x: 0.5, y: 0.25)
    let layers = CairoLayers()
    var runs = 0
    let layered = self.frame(layers: layers, originX: 0, originY: 0, deviceOffset: offset, bodyRuns: &runs)
    let panned = self.frame(layers: layers, originX: 3, originY: 2, deviceOffset: offset, bodyRuns: &runs)
    #expect(self.difference(layered, self.direct(originX: 0, originY: 0, deviceOffset: offset)) == (0, 0))
    #expect(self.looksTheSame(panned, self.direct(originX: 3, originY: 2, deviceOffset: offset)))
  }

  @Test func aNewScaleShowsTheKeptImageScaledThenDrawsItWhenTheScaleStays() {
    let layers = CairoLayers()
    var previews = 0
    layers.onPreview = { previews += 1 }
    var runs = 0
    _ = self.frame(layers: layers, originX: 0, originY: 0, bodyRuns: &runs)
    let before = CairoLayers.counts
    // Zooming: each frame at another scale shows the image scaled, and asks for one more frame.
    let preview = self.frame(layers: layers, originX: 0, originY: 0, scale: 2, bodyRuns: &runs)
    _ = self.frame(layers: layers, originX: 0, originY: 0, scale: 3, bodyRuns: &runs)
    #expect(runs == 1 && previews == 2)
    #expect(CairoLayers.counts.previewed - before.previewed == 2)
    // The disc's centre (20.3, 15.6) scaled by 2 about the origin is its colour, not the sky's.
    let centre = (31 * Self.width + 40) * 4
    #expect(preview[centre + 2] > 150 && preview[centre] < 100, "\(Array(preview[centre ..< centre + 4]))")
    // Settled: the next frame at the same scale and origin draws the layer.
    _ = self.frame(layers: layers, originX: 0, originY: 0, scale: 3, bodyRuns: &runs)
    #expect(runs == 2 && previews == 2)
    #expect(CairoLayers.counts.drawn - before.drawn == 1)
  }

  @Test func contentRepeatingSidewaysPansAnyWidthByCopyingOnePeriod() {
    let layers = CairoLayers()
    var runs = 0
    _ = self.frame(layers: layers, originX: 0, originY: 0, period: 20, bodyRuns: &runs)
    let before = CairoLayers.counts
    for x in [7.0, 135.0, -64.0] {
      let panned = self.frame(layers: layers, originX: x, originY: 0, period: 20, bodyRuns: &runs)
      var directRuns = 0
      let whole = self.frame(layers: nil, originX: x, originY: 0, period: 20, bodyRuns: &directRuns)
      #expect(self.difference(panned, whole) == (0, 0), "panned to \(x)")
    }
    // Sideways moves, even wider than the canvas, drew nothing: one period of the image was copied.
    #expect(runs == 1)
    #expect(CairoLayers.counts.shifted - before.shifted == 3)
    // A period wider than the canvas cannot be copied: a move that wide draws the layer whole.
    _ = self.frame(layers: layers, originX: 0, originY: 0, period: 80, bodyRuns: &runs)
    _ = self.frame(layers: layers, originX: 70, originY: 0, period: 80, bodyRuns: &runs)
    #expect(runs == 3)
  }

  /// A frame of discs (radius 5, placed relative to the origin) in a layer keyed by their centres,
  /// whose damage is around every disc either key has and the other has not.
  private func discsFrame(layers: CairoLayers?, _ centres: [[Double]], originX: Double = 0, bodyRuns: inout Int, dirtyRects: inout [CanvasRect]) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))!
    let cairo = cairo_create(surface)!
    let canvas = CairoCanvas(cairo: cairo, width: Self.width, height: Self.height, layers: layers)
    layers?.beginFrame()
    let damage: (AnyHashable) -> [CanvasRect]? = { previous in
      guard let previous = previous.base as? [[Double]] else { return nil }
      let changed = Set(previous).symmetricDifference(Set(centres))
      return changed.map { CanvasRect(x: originX + $0[0] - 7, y: $0[1] - 7, width: 14, height: 14) }
    }
    canvas.layer(centres, placement: CanvasLayerPlacement(originX: originX, originY: 0), damage: damage) { layer in
      bodyRuns += 1
      dirtyRects.append(layer.dirtyRect)
      layer.paint(CanvasColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.3))
      var discs = CanvasPath()
      for centre in centres {
        discs.addCircle(centerX: originX + centre[0], centerY: centre[1], radius: 5)
      }
      layer.draw(discs, fill: CanvasColor(red: 1, green: 0.5, blue: 0, alpha: 0.6), stroke: CanvasStroke(color: CanvasColor(red: 0, green: 0, blue: 0), lineWidth: 1))
    }
    layers?.endFrame()
    cairo_destroy(cairo)
    return takeImageBytes(surface, width: Self.width, height: Self.height)
  }

  @Test func aNewKeyDrawsAgainOnlyTheAreasItsDamageNamesAndLooksAsDrawingItWhole() {
    let layers = CairoLayers()
    var runs = 0
    var dirty: [CanvasRect] = []
    let before = [[10.0, 10], [30.3, 20.6], [45, 30]]
    _ = self.discsFrame(layers: layers, before, bodyRuns: &runs, dirtyRects: &dirty)
    #expect(dirty == [CanvasRect(x: 0, y: 0, width: Double(Self.width + 1), height: Double(Self.height + 1))])
    let counts = CairoLayers.counts
    // One disc moved a little, one added: two areas drawn again (the moved one's old and new place
    // overlap, so they are one area, and the new one).
    let after = [[10.0, 10], [33.7, 21.2], [45, 30], [52, 8]]
    runs = 0
    dirty = []
    let repaired = self.discsFrame(layers: layers, after, bodyRuns: &runs, dirtyRects: &dirty)
    var directRuns = 0
    var directDirty: [CanvasRect] = []
    let whole = self.discsFrame(layers: nil, after, bodyRuns: &directRuns, dirtyRects: &directDirty)
    // Where a disc's outline is cut by an area's edge cairo may round a level apart, no more.
    #expect(self.difference(repaired, whole).most <= 1)
    #expect(runs == 2)
    #expect(dirty.map(\.width).sorted() == [14, 18], "\(dirty)")
    #expect(CairoLayers.counts.repaired == counts.repaired + 1 && CairoLayers.counts.drawn == counts.drawn)
  }

  @Test func damageWithAPanNoDamageToTellOrTooMuchOfItDrawsAsExpected() {
    let layers = CairoLayers()
    var runs = 0
    var dirty: [CanvasRect] = []
    _ = self.discsFrame(layers: layers, [[10, 10], [30, 20]], bodyRuns: &runs, dirtyRects: &dirty)
    // Moved by whole pixels and changed: the strip and the damage are drawn, the rest moved.
    var counts = CairoLayers.counts
    let panned = self.discsFrame(layers: layers, [[10, 10], [35, 25]], originX: 6, bodyRuns: &runs, dirtyRects: &dirty)
    var directRuns = 0
    let whole = self.discsFrame(layers: nil, [[10, 10], [35, 25]], originX: 6, bodyRuns: &directRuns, dirtyRects: &dirty)
    #expect(self.looksTheSame(panned, whole))
    #expect(CairoLayers.counts.shifted == counts.shifted + 1 && CairoLayers.counts.repaired == counts.repaired + 1)
    #expect(CairoLayers.counts.drawn == counts.drawn)
    // A key of another kind has no damage to tell: drawn whole.
    counts = CairoLayers.counts
    _ = self.frame(layers: layers, originX: 6, originY: 0, key: "scene", bodyRuns: &runs)
    #expect(CairoLayers.counts.drawn == counts.drawn + 1)
    // Damage over more than half of the layer: drawn whole.
    _ = self.discsFrame(layers: layers, [[10, 10]], originX: 6, bodyRuns: &runs, dirtyRects: &dirty)
    counts = CairoLayers.counts
    let many = stride(from: 0.0, to: 60, by: 8).flatMap { x in stride(from: 0.0, to: 40, by: 8).map { [x, $0] } }
    _ = self.discsFrame(layers: layers, many, originX: 6, bodyRuns: &runs, dirtyRects: &dirty)
    #expect(CairoLayers.counts.drawn == counts.drawn + 1 && CairoLayers.counts.repaired == counts.repaired)
  }
}
