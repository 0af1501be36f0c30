//  MapRendererDrawingTests.swift
//  What the map draws, recorded on a canvas (no display): layers in order, one draw per magnitude band.

import DeclarativeViews
import Foundation
import QuakesData
@testable import QuakesUI
import Testing

@MainActor @Suite struct MapRendererDrawingTests {
  private func quake(_ id: String, magnitude: Double, longitude: Double = 10, latitude: Double = 20) -> Quake {
    Quake(quakeId: id, magnitude: magnitude, time: Date(), updated: Date(), name: id, longitude: longitude, latitude: latitude)
  }

  private func draws(_ canvas: RecordingCanvas) -> [(path: CanvasPath, fill: CanvasColor?, stroke: CanvasStroke?)] {
    canvas.operations.compactMap {
      if case .draw(let path, let fill, let stroke) = $0 { return (path, fill, stroke) }
      return nil
    }
  }

  @Test func theBackgroundIsSpaceThenSeaThenLandThenTheGraticule() throws {
    let canvas = RecordingCanvas(width: 800, height: 400)
    MapRenderer(quakes: [], selectedQuakeId: nil, viewport: MapViewport()).draw(on: canvas)
    #expect(canvas.operations.first == .paint(MapRenderer.space))
    let draws = self.draws(canvas)
    try #require(draws.count == 3)
    #expect(draws[0].fill == MapRenderer.sea && draws[0].stroke == nil)
    #expect(draws[1].fill == MapRenderer.land && draws[1].stroke == MapRenderer.coast)
    #expect(!draws[1].path.isEmpty)
    #expect(draws[2].fill == nil && draws[2].stroke == MapRenderer.graticule)
  }

  @Test func quakesOfOneBandAreOneDrawAndTheSelectedOneComesLastWithAnOutlineOverItsBand() throws {
    let quakes = (0 ..< 100).map { self.quake("small-\($0)", magnitude: 0.5, longitude: Double($0)) }
      + [self.quake("big", magnitude: 6.5), self.quake("chosen", magnitude: 4)]
    let canvas = RecordingCanvas(width: 800, height: 400)
    MapRenderer(quakes: quakes, selectedQuakeId: "chosen", viewport: MapViewport()).draw(on: canvas)
    // The bands (in a layer of their own, kept while the listed quakes stay) hold every quake, the
    // selected one too; its opaque circle is drawn over them.
    let circles = self.draws(canvas).dropFirst(3)
    try #require(circles.count == 4)
    let green = Array(circles)[0]
    #expect(green.path.elements.count == 100)
    #expect(green.fill?.alpha == 0.55)
    #expect(Array(circles)[1].path.elements.count + Array(circles)[2].path.elements.count == 2)
    let selected = Array(circles)[3]
    #expect(selected.stroke == MapRenderer.selectedOutline)
    #expect(selected.fill?.alpha == 1)
    let radius = MapRenderer.diameter(magnitude: 4) / 2
    guard case .circle(_, _, let drawnRadius)? = selected.path.elements.first else {
      Issue.record("the selected quake is not a circle: \(selected.path.elements)")
      return
    }
    #expect(drawnRadius == radius)
  }

  @Test func aQuakeOffTheMapIsNotDrawn() throws {
    let canvas = RecordingCanvas(width: 800, height: 400)
    let viewport = MapViewport().zoomed(by: 4)
    // Zoomed on the centre, a quake near the south pole is below the canvas.
    let projection = MapProjection(width: 800, height: 400, viewport: viewport)
    try #require(!projection.isVisible(y: projection.point(longitude: 10, latitude: -89).y, radius: MapRenderer.diameter(magnitude: 2) / 2))
    MapRenderer(quakes: [self.quake("south", magnitude: 2, latitude: -89)], selectedQuakeId: nil, viewport: viewport).draw(on: canvas)
    #expect(self.draws(canvas).count == 3)
  }
}
