//  MapCircleIndexTests.swift
//  The map visits the cells the canvas shows (no display): never misses a circle that reaches the
//  canvas, skips the far side of the world when zoomed in, and draws a circle repeated on one spot once.

import DeclarativeViews
import Foundation
import QuakesData
@testable import QuakesUI
import TestSupport
import Testing

@MainActor @Suite struct MapCircleIndexTests {
  private func quake(_ id: String, magnitude: Double = 3, longitude: Double, latitude: Double) -> Quake {
    Quake(quakeId: id, magnitude: magnitude, time: Date(), updated: Date(), name: id, longitude: longitude, latitude: latitude)
  }

  private func visited(_ index: MapCircleIndex, _ projection: MapProjection) -> Set<String> {
    var ids = Set<String>()
    index.forEachVisible(in: projection) { ids.insert($0.quakeId) }
    return ids
  }

  @Test func everyCircleThatReachesTheCanvasIsVisitedAtAnyViewport() {
    var generator = SeededGenerator(seed: 11)
    let quakes = (0 ..< 2_000).map { index in
      self.quake(
        "q\(index)", magnitude: Double(generator.next() % 90) / 10, longitude: Double(generator.next() % 3_600) / 10 - 180,
        latitude: Double(generator.next() % 1_800) / 10 - 90
      )
    }
    let index = MapCircleIndex(QuakeList(quakes))
    for _ in 0 ..< 60 {
      let viewport = MapViewport(
        centerLongitude: Double(generator.next() % 720) - 360, centerLatitude: Double(generator.next() % 180) - 90,
        zoom: [1, 1.5, 3, 8, 32][Int(generator.next() % 5)]
      )
      let projection = MapProjection(width: 669, height: 264, viewport: viewport).onWholePixels()
      let visited = self.visited(index, projection)
      let reaching = quakes.filter { quake in
        let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
        let radius = MapRenderer.diameter(magnitude: quake.magnitude) / 2
        return projection.isVisible(y: point.y, radius: radius) && !projection.visibleXs(of: point.x, radius: radius).isEmpty
      }
      #expect(Set(reaching.map(\.quakeId)).isSubset(of: visited), "\(viewport)")
      if viewport.zoom >= 8 {
        #expect(visited.count < quakes.count / 4, "zoomed in at \(viewport), yet \(visited.count) quakes visited")
      }
    }
  }

  @Test func aQuakeWhosePlaceIsNotANumberIsNeverVisited() {
    let index = MapCircleIndex(QuakeList([self.quake("nan", longitude: .nan, latitude: 0), self.quake("ok", longitude: 0, latitude: 0)]))
    #expect(self.visited(index, MapProjection(width: 400, height: 200, viewport: MapViewport())) == ["ok"])
  }

  @Test func circlesOfOneBandOnTheSameSpotAreDrawnOnce() throws {
    let quakes = (0 ..< 5).map { self.quake("same-\($0)", longitude: 10, latitude: 20) } + [self.quake("beside", longitude: 11, latitude: 20)]
    let canvas = RecordingCanvas(width: 800, height: 400)
    MapRenderer(quakes: quakes, selectedQuakeId: nil, viewport: MapViewport()).draw(on: canvas)
    let circles = canvas.operations.compactMap { operation -> CanvasPath? in
      guard case .draw(let path, let fill?, _) = operation, fill.alpha == 0.55 else { return nil }
      return path
    }
    try #require(circles.count == 1)
    #expect(circles[0].elements.count == 2)
  }
}
