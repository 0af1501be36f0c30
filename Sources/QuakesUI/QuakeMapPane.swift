//  QuakeMapPane.swift

import DeclarativeViews
import Localization
import QuakesData

/// The map of the listed quakes (pan and zoom: `QuakeMapInput`) with its zoom buttons, above the
/// selected quake's details. The two share a vertical split whose divider stays where it is (the
/// user may drag it): selecting a quake fills the details area and never resizes the map.
/// A component: its body runs when the listed quakes, the selection or the map's viewport change, not
/// when only the window's status or search field does.
struct QuakeMapPane : QuakesComponent, Equatable {
  /// Where the divider starts: the details group fits below it in the default window size.
  static let dividerPosition = 310

  /// Changes whenever the drawing would: the quakes, the selection, the viewport or the colour scheme.
  struct DrawVersion : Hashable {
    var fingerprint: Int
    var selectedQuakeId: String?
    var viewport: MapViewport
    var palette: MapPalette
  }

  let list: QuakeList
  let selectedQuakeId: String?
  let viewport: MapViewport
  /// The canvas's size as last drawn (the window's: the same object render after render).
  let canvas: MapCanvas
  let details: QuakeDetailsPane

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.list == rhs.list && lhs.selectedQuakeId == rhs.selectedQuakeId && lhs.viewport == rhs.viewport
      && lhs.canvas === rhs.canvas && lhs.details == rhs.details
  }

  func body(_ context: Context) -> View {
    let palette = MapPalette.forScheme(isDark: context.isDark)
    let renderer = MapRenderer(list: self.list, circleIndex: self.canvas.circleIndex(for: self.list), selectedQuakeId: self.selectedQuakeId, viewport: self.viewport, palette: palette)
    let version = DrawVersion(fingerprint: self.list.fingerprint, selectedQuakeId: self.selectedQuakeId, viewport: self.viewport, palette: palette)
    return View.paned(vertical: true, position: Self.dividerPosition) {
      self.map(context, renderer: renderer, version: version)
      View.scrolled {
        self.details
      }
    }
  }

  private func map(_ context: Context, renderer: MapRenderer, version: DrawVersion) -> View {
    let canvas = self.canvas
    let viewport = self.viewport
    return View.vstack(spacing: 0) {
      View.drawingArea(
        version: version,
        draw: { drawing in
          canvas.width = drawing.width
          canvas.height = drawing.height
          renderer.draw(on: drawing)
        },
        onPress: { x, y in
          if let quake = renderer.quake(atX: x, y: y, width: canvas.width, height: canvas.height) {
            // Scrolls the list to it.
            context.update { local in
              local.selectedQuakeId = quake.quakeId
              local.scrollTarget = quake.quakeId
            }
          }
        },
        onInput: { input in QuakeMapInput.handle(input, canvas: canvas, context: context) }
      )
      .accessibleLabel(tr("Map of earthquakes"))
      .tooltip(tr("Drag to move, scroll or + and − to zoom, 0 to show the whole world"))
      .size(width: 320, height: 240)
      .name("map")
      View.hstack(spacing: 6) {
        View.button(icon: "zoom-out-symbolic", accessibleLabel: tr("Zoom Out")) {
          context.update { $0.viewport = $0.viewport.zoomed(by: 0.5, width: canvas.width, height: canvas.height) }
        }
        .sensitive(viewport.zoom > MapViewport.zoomLevels.lowerBound)
        .name("zoom-out")
        View.button(icon: "zoom-in-symbolic", accessibleLabel: tr("Zoom In")) {
          context.update { $0.viewport = $0.viewport.zoomed(by: 2, width: canvas.width, height: canvas.height) }
        }
        .sensitive(viewport.zoom < MapViewport.zoomLevels.upperBound)
        .name("zoom-in")
        View.button(icon: "zoom-fit-best-symbolic", accessibleLabel: tr("Show the Whole World")) {
          context.update { $0.viewport = MapViewport() }
        }
        .name("zoom-fit")
      }
      .align(horizontal: .end)
      .margin(6)
    }
  }
}
