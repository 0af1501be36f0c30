//  QuakeMapPane.swift

import DeclarativeViews
import Localization
import QuakesData

/// The map of the listed quakes (pan and zoom: `QuakeMapInput`) with its zoom buttons, above the
/// selected quake's details. The two share a vertical split whose divider stays where it is (the
/// user may drag it): selecting a quake fills the details area and never resizes the map.
enum QuakeMapPane {
  /// Where the divider starts: the details group fits below it in the default window size.
  static let dividerPosition = 310

  /// Changes whenever the drawing would: the quakes, the selection, the viewport or the colour scheme.
  struct DrawVersion : Hashable {
    var fingerprint: Int
    var selectedQuakeId: String?
    var viewport: MapViewport
    var palette: MapPalette
  }

  static func view(_ model: QuakesWindowModel) -> View {
    let local = model.local
    let palette = MapPalette.forScheme(isDark: model.context.isDark)
    let renderer = MapRenderer(quakes: model.list.quakes, selectedQuakeId: local.selectedQuakeId, viewport: local.viewport, palette: palette)
    let canvas = local.canvas
    let version = DrawVersion(fingerprint: model.list.fingerprint, selectedQuakeId: local.selectedQuakeId, viewport: local.viewport, palette: palette)
    return View.paned(vertical: true, position: Self.dividerPosition) {
      Self.map(model, renderer: renderer, canvas: canvas, version: version)
      View.scrolled {
        QuakeDetailsPane.view(model)
      }
    }
  }

  private static func map(_ model: QuakesWindowModel, renderer: MapRenderer, canvas: MapCanvas, version: DrawVersion) -> View {
    let local = model.local
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
            model.selectFromMap(quake.quakeId)
          }
        },
        onInput: { input in QuakeMapInput.handle(input, canvas: canvas, context: model.context) }
      )
      .accessibleLabel(tr("Map of earthquakes"))
      .tooltip(tr("Drag to move, scroll or + and − to zoom, 0 to show the whole world"))
      .size(width: 320, height: 240)
      .name("map")
      View.hstack(spacing: 6) {
        View.button(icon: "zoom-out-symbolic", accessibleLabel: tr("Zoom Out")) {
          model.context.update { $0.viewport = $0.viewport.zoomed(by: 0.5, width: canvas.width, height: canvas.height) }
        }
        .sensitive(local.viewport.zoom > MapViewport.zoomLevels.lowerBound)
        .name("zoom-out")
        View.button(icon: "zoom-in-symbolic", accessibleLabel: tr("Zoom In")) {
          model.context.update { $0.viewport = $0.viewport.zoomed(by: 2, width: canvas.width, height: canvas.height) }
        }
        .sensitive(local.viewport.zoom < MapViewport.zoomLevels.upperBound)
        .name("zoom-in")
        View.button(icon: "zoom-fit-best-symbolic", accessibleLabel: tr("Show the Whole World")) {
          model.context.update { $0.viewport = MapViewport() }
        }
        .name("zoom-fit")
      }
      .align(horizontal: .end)
      .margin(6)
    }
  }
}
