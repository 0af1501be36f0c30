//  QuakesMapGeometryTests.swift
//  Pure geometry of the map (no display): what it draws stays bounded whatever the data says.

import Foundation
import QuakesData
@testable import QuakesUI
import Testing

@MainActor @Suite struct QuakesMapGeometryTests {
  @Test func circlesAreBoundedWhateverTheMagnitude() {
    for magnitude in [1e300, -1e300, .infinity, -.infinity, .nan, 10, 42] {
      let diameter = MapRenderer.diameter(magnitude: magnitude)
      #expect(diameter.isFinite && diameter >= 6 && diameter <= 78)
    }
    #expect(MapRenderer.diameter(magnitude: 2) == 30)
  }

  @Test func copiesOfAPointAreFewWhateverTheRadius() {
    let projection = MapProjection(width: 800, height: 400, viewport: MapViewport())
    let x = projection.point(longitude: 10, latitude: 0).x
    // Once an endless loop: copies were stepped one world apart across a radius of 1e300.
    for radius in [1e300, .infinity, 5e15] {
      let copies = projection.visibleXs(of: x, radius: radius)
      #expect(!copies.isEmpty && copies.count <= 6)
    }
    #expect(projection.visibleXs(of: .nan, radius: 10).isEmpty)
    #expect(projection.visibleXs(of: 1e300, radius: 10).count <= 2)
    #expect(projection.visibleXs(of: x, radius: .nan).isEmpty)
    #expect(!projection.isVisible(y: .nan, radius: 10))
  }

  @Test func aQuakeWithAnAbsurdMagnitudeCanStillBeClickedAndTheSearchEnds() {
    let quake = Quake(quakeId: "huge", magnitude: 1e300, time: Date(), updated: Date(), name: "x", longitude: 0, latitude: 0)
    let renderer = MapRenderer(quakes: [quake], selectedQuakeId: nil, viewport: MapViewport())
    #expect(renderer.quake(atX: 400, y: 200, width: 800, height: 400)?.quakeId == "huge")
    #expect(renderer.quake(atX: 10, y: 10, width: 800, height: 400) == nil)
  }
}
