//  MapCircleDamageTests.swift
//  A fetch draws again only the map circles it changed: which quakes changed (no display), and the
//  map drawn through the GTK backend's kept layers looks as the map drawn whole (cairo image surfaces).

import CGtk
import DeclarativeViews
import Foundation
@testable import GtkWidgets
import QuakesData
@testable import QuakesUI
import TestSupport
import Testing

@MainActor @Suite struct MapCircleDamageTests {
  private func quake(_ id: String, magnitude: Double = 3, longitude: Double = 10, latitude: Double = 20, updated: Double = 0) -> Quake {
    Quake(
      quakeId: id, magnitude: magnitude, time: Date(timeIntervalSince1970: 0), updated: Date(timeIntervalSince1970: updated), name: id,
      longitude: longitude, latitude: latitude
    )
  }

  @Test func aMovedOrResizedQuakeCountsTwiceAnAddedOrRemovedOneOnceAndAnythingElseNot() throws {
    let old = [self.quake("same"), self.quake("moved"), self.quake("bigger"), self.quake("gone"), self.quake("revised")]
    let new = [
      self.quake("added", longitude: 40), self.quake("revised", updated: 60), self.quake("bigger", magnitude: 5),
      self.quake("moved", longitude: 11), self.quake("same"),
    ]
    let changed = try #require(MapCircleDamage.changedQuakes(from: old, to: new))
    #expect(changed.map(\.quakeId).sorted() == ["added", "bigger", "bigger", "gone", "moved", "moved"])
    #expect(Set(changed.filter { $0.quakeId == "moved" }.map(\.longitude)) == [10, 11])
    // Only the order changed (another sort): nothing to draw.
    #expect(MapCircleDamage.changedQuakes(from: old, to: old.reversed()) == [])
  }

  @Test func moreChangesThanTheLimitDrawTheLayerWhole() {
    let old = (0 ..< 100).map { self.quake("q\($0)") }
    let new = (0 ..< 100).map { self.quake("q\($0)", magnitude: $0 < 40 ? 4 : 3) }
    #expect(MapCircleDamage.changedQuakes(from: old, to: new, limit: 80)?.count == 80)
    #expect(MapCircleDamage.changedQuakes(from: old, to: new, limit: 79) == nil)
    #expect(MapCircleDamage.changedQuakes(from: old, to: [], limit: 99) == nil)
  }

  @Test func theAreasCoverEveryCopyOfACircleAndItsOutline() {
    let projection = MapProjection(width: 800, height: 200, viewport: MapViewport()).onWholePixels()
    // 400 px a world on an 800 px canvas: a quake at the date line shows twice, 200 px either side of the centre.
    let areas = MapCircleDamage.areas(of: [self.quake("dateline", magnitude: 2, longitude: 180, latitude: 0)], projection)
    #expect(areas.map { $0.x + $0.width / 2 } == [200, 600])
    let reach = MapRenderer.diameter(magnitude: 2) / 2 + 1.5
    #expect(areas.allSatisfy { $0.width == 2 * reach && $0.height == 2 * reach })
    #expect(MapCircleDamage.areas(of: [self.quake("nowhere", longitude: .nan, latitude: 0)], projection).isEmpty)
  }

  /// The map of `quakes` drawn on an image surface with `layers` (nil: drawn whole), as bytes.
  private func mapImage(_ quakes: [Quake], layers: CairoLayers?, width: Int = 800, height: Int = 400) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cairo = cairo_create(surface)!
    layers?.beginFrame()
    MapRenderer(quakes: quakes, selectedQuakeId: nil, viewport: MapViewport(centerLongitude: 20, centerLatitude: 10, zoom: 1))
      .draw(on: CairoCanvas(cairo: cairo, width: width, height: height, layers: layers))
    layers?.endFrame()
    cairo_destroy(cairo)
    return takeImageBytes(surface, width: width, height: height)
  }

  @Test func aFetchThatRevisesAddsAndRemovesAFewQuakesRepairsTheLayerAndLooksAsTheMapDrawnWhole() {
    var generator = SeededGenerator(seed: 5)
    // A day's spread, small quakes mostly: a band has hundreds of circles on the whole map, a few in an area.
    let quakes = (0 ..< 600).map { index in
      self.quake(
        "q\(index)", magnitude: Double(generator.next() % 30) / 10 + Double(generator.next() % 4 == 0 ? 2 : 0),
        longitude: Double(generator.next() % 3_600) / 10 - 180, latitude: Double(generator.next() % 1_400) / 10 - 70
      )
    }
    var fetched = quakes
    fetched[7] = self.quake("q7", magnitude: 6.1, longitude: quakes[7].longitude + 0.4, latitude: quakes[7].latitude)
    fetched.remove(at: 100)
    fetched += (0 ..< 4).map { self.quake("new\($0)", magnitude: Double($0), longitude: Double($0 * 30) - 30, latitude: 12) }
    let layers = CairoLayers()
    _ = self.mapImage(quakes, layers: layers)
    let counts = CairoLayers.counts
    let repaired = self.mapImage(fetched, layers: layers)
    #expect(CairoLayers.counts.repaired == counts.repaired + 1)
    #expect(CairoLayers.counts.drawn == counts.drawn)
    // Drawn whole through layers of its own (a layer composited looks a little unlike drawing direct).
    let whole = self.mapImage(fetched, layers: CairoLayers())
    var differing = 0
    var most = 0
    for (a, b) in zip(repaired, whole) where a != b {
      differing += 1
      most = max(most, abs(Int(a) - Int(b)))
    }
    // Circles are coverage masks however few are drawn: a pixel's coverage is the same to a level.
    #expect(most <= 1, "\(differing) bytes differ, by at most \(most)")
  }

  @Test func newQuakesInAClusterDrawTheLayerWholeWhichCostsLess() {
    // A thousand aftershocks within a few pixels: the area around each new one crosses all of them.
    var generator = SeededGenerator(seed: 9)
    let cluster = (0 ..< 1_000).map { index in
      self.quake("a\(index)", magnitude: 2, longitude: 140 + Double(generator.next() % 40) / 10, latitude: 38 + Double(generator.next() % 40) / 10)
    }
    let elsewhere = (0 ..< 200).map { self.quake("e\($0)", magnitude: 1, longitude: Double($0) - 100, latitude: -20) }
    let layers = CairoLayers()
    _ = self.mapImage(cluster + elsewhere, layers: layers)
    var counts = CairoLayers.counts
    // One more in the cluster: its area crosses 1,000 circles of 1,201, fewer than drawing all.
    let oneMore = self.quake("one-more", magnitude: 2, longitude: 142, latitude: 40)
    _ = self.mapImage(cluster + elsewhere + [oneMore], layers: layers)
    #expect(CairoLayers.counts.repaired == counts.repaired + 1 && CairoLayers.counts.drawn == counts.drawn)
    // Two more far apart in it: 2,000 crossings, more than the 1,203 circles drawn whole.
    counts = CairoLayers.counts
    let twoMore = [self.quake("west", magnitude: 2, longitude: 139.5, latitude: 38), self.quake("east", magnitude: 2, longitude: 144.5, latitude: 42)]
    _ = self.mapImage(cluster + elsewhere + [oneMore] + twoMore, layers: layers)
    #expect(CairoLayers.counts.drawn == counts.drawn + 1 && CairoLayers.counts.repaired == counts.repaired)
  }
}
