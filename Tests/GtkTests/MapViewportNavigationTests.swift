//  MapViewportNavigationTests.swift

import QuakesUI
import Testing

/// Panning and zooming the map as pure math: the place under the pointer stays put, the world stays in view.
@Suite struct MapViewportNavigationTests {
  let width = 720, height = 360

  private func place(at x: Double, _ y: Double, _ viewport: MapViewport) -> (longitude: Double, latitude: Double) {
    let projection = MapProjection(width: self.width, height: self.height, viewport: viewport)
    return (projection.centerLongitude + (x - projection.width / 2) / projection.scale, projection.centerLatitude - (y - projection.height / 2) / projection.scale)
  }

  @Test func zoomingKeepsThePlaceUnderThePointer() {
    let start = MapViewport(centerLongitude: 10, centerLatitude: 0, zoom: 2)
    let before = self.place(at: 500, 100, start)
    let zoomed = start.zoomed(by: 3, aroundX: 500, y: 100, width: self.width, height: self.height)
    #expect(zoomed.zoom == 6)
    let after = self.place(at: 500, 100, zoomed)
    #expect(abs(after.longitude - before.longitude) < 1e-9)
    #expect(abs(after.latitude - before.latitude) < 1e-9)
  }

  @Test func zoomStaysWithinItsLevels() {
    let viewport = MapViewport(zoom: 30)
    #expect(viewport.zoomed(by: 4, width: self.width, height: self.height).zoom == MapViewport.zoomLevels.upperBound)
    #expect(viewport.zoomed(by: 0.001, width: self.width, height: self.height).zoom == MapViewport.zoomLevels.lowerBound)
    #expect(viewport.zoomed(by: .nan, width: self.width, height: self.height) == viewport)
    #expect(MapViewport(centerLongitude: .infinity, centerLatitude: .nan, zoom: .nan) == MapViewport())
  }

  @Test func draggingMovesTheWorldWithThePointer() {
    let start = MapViewport(zoom: 4)
    let scale = MapProjection(width: self.width, height: self.height, viewport: start).scale
    let panned = start.panned(dx: 2 * scale * 10, dy: scale * 5, width: self.width, height: self.height)
    #expect(abs(panned.centerLongitude - -20) < 1e-9)
    #expect(abs(panned.centerLatitude - 5) < 1e-9)
  }

  @Test func panningIsClampedSoTheWorldStaysInView() {
    // Longitude wraps: the world repeats sideways.
    let east = MapViewport(centerLongitude: 170, zoom: 2).panned(dx: -40 * 4, dy: 0, width: self.width, height: self.height)
    #expect((-180 ..< 180).contains(east.centerLongitude))
    #expect(abs(east.centerLongitude - -150) < 1e-9)
    // Dragging far down stops with the north pole at the top edge.
    let zoom = 4.0
    let north = MapViewport(zoom: zoom).panned(dx: 0, dy: 1_000_000, width: self.width, height: self.height)
    let projection = MapProjection(width: self.width, height: self.height, viewport: north)
    #expect(abs(projection.point(longitude: 0, latitude: 90).y) < 1e-6)
    #expect(north.centerLatitude == projection.centerLatitude)
    // Zoomed out, the whole world fits and stays centred.
    #expect(MapViewport(zoom: 1).panned(dx: 0, dy: 300, width: self.width, height: self.height).centerLatitude == 0)
  }
}
