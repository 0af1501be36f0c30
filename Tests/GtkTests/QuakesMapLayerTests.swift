//  QuakesMapLayerTests.swift

import AppShell
import CGtk
import Foundation
@testable import GtkWidgets
import QuakesData
import Testing

extension GtkSuite {
/// The Quakes map keeps its outline and its circles as layers between frames: selecting a quake draws
/// one circle over them (moved to it, on whole pixels), a pan moves them and draws the strips it
/// uncovers, a zoom draws the circles and shows the outline scaled for a frame, then draws it.
@MainActor @Suite
struct QuakesMapLayerTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  /// Runs the main loop until the map has drawn since `counts` (a paint is an event, not a time).
  private func untilDrawn(since counts: CairoLayers.Counts) {
    for _ in 0 ..< 1_000 where CairoLayers.counts == counts {
      g_main_context_iteration(nil, 1)
    }
  }

  @Test func selectingAQuakeDrawsNoLayerAPanShiftsThemAndAZoomDrawsThem() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    GtkTestSupport.settle(turn: fixture.settle)
    let map = try #require(GtkTestSupport.widget("map", in: window))
    let loaded = CairoLayers.counts
    gtk_widget_queue_draw(map)
    self.untilDrawn(since: loaded)

    let beforeSelecting = CairoLayers.counts
    fixture.selectRow(3, in: window)
    GtkTestSupport.settle(turn: fixture.settle)
    self.untilDrawn(since: beforeSelecting)
    #expect(CairoLayers.counts.drawn == beforeSelecting.drawn)
    #expect(CairoLayers.counts.shifted + CairoLayers.counts.reused >= beforeSelecting.shifted + beforeSelecting.reused + 2)

    let beforePanning = CairoLayers.counts
    cgtk_canvas_emit_drag(map, 50, 50, 40, 0)
    GtkTestSupport.settle(turn: fixture.settle)
    self.untilDrawn(since: beforePanning)
    #expect(CairoLayers.counts.drawn == beforePanning.drawn)
    #expect(CairoLayers.counts.shifted >= beforePanning.shifted + 2)

    // A zoom draws the circles at once and shows the outline scaled; the next frame draws it.
    let beforeZooming = CairoLayers.counts
    #expect(cgtk_canvas_emit_key(map, 0x02b) != 0) // plus
    GtkTestSupport.settle(turn: fixture.settle)
    self.untilDrawn(since: beforeZooming)
    #expect(CairoLayers.counts.previewed == beforeZooming.previewed + 1)
    for _ in 0 ..< 1_000 where CairoLayers.counts.drawn < beforeZooming.drawn + 2 {
      g_main_context_iteration(nil, 1)
    }
    #expect(CairoLayers.counts.drawn == beforeZooming.drawn + 2)
  }
}
}
