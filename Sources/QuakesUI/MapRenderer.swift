//  MapRenderer.swift

import DeclarativeViews
import QuakesData

/// Draws the map on a canvas: sea, land outlines, a graticule, then the quakes as circles of
/// (magnitude + 3) × 6 px (magnitude clamped to −2…10) coloured by magnitude band, the selected one opaque with a dark outline.
/// Circles of one band are one path, filled and stroked in one call, so a day of 100,000 quakes is six draws, not 100,000.
struct MapRenderer {
  /// The quakes, with the fingerprint that keys their layer.
  let list: QuakeList
  let selectedQuakeId: String?
  let viewport: MapViewport
  /// Light or dark, after the desktop's colour scheme.
  var palette: MapPalette = .light

  /// The listed quakes by cell (built once per list: `MapCanvas.circleIndex(for:)`).
  let circleIndex: MapCircleIndex

  init(list: QuakeList, circleIndex: MapCircleIndex? = nil, selectedQuakeId: String?, viewport: MapViewport, palette: MapPalette = .light) {
    self.list = list
    self.circleIndex = circleIndex.flatMap { $0.indexes(list) ? $0 : nil } ?? MapCircleIndex(list)
    self.selectedQuakeId = selectedQuakeId
    self.viewport = viewport
    self.palette = palette
  }

  init(quakes: [Quake], selectedQuakeId: String?, viewport: MapViewport, palette: MapPalette = .light) {
    self.init(list: QuakeList(quakes), circleIndex: nil, selectedQuakeId: selectedQuakeId, viewport: viewport, palette: palette)
  }

  var quakes: [Quake] {
    self.list.quakes
  }

  static let space = MapPalette.light.space
  static let sea = MapPalette.light.sea
  static let land = MapPalette.light.land
  static let coast = MapPalette.light.coast
  static let graticule = MapPalette.light.graticule
  static let selectedOutline = MapPalette.light.selectedOutline

  /// Bounded whatever the data says (at most 78 px): an absurd magnitude once made a circle so large
  /// that placing its copies never ended.
  static func diameter(magnitude: Double) -> Double {
    let range = QuakeValidation.magnitudes
    let bounded = magnitude.isNaN ? range.lowerBound : min(max(magnitude, range.lowerBound), range.upperBound)
    return max(bounded + 3, 1) * 6
  }

  /// What the outline layer shows, but for where it is and its scale: it moves with a pan, and a zoom
  /// shows it scaled for a frame before it is drawn at the new scale.
  private struct OutlineKey : Hashable {
    let width: Int
    let height: Int
    let palette: MapPalette
  }

  /// What the circles layer shows, but for where it is: the listed quakes (by their fingerprint) at a
  /// zoom and size. A new list draws again only where its circles differ from the last one's.
  private struct CirclesKey : Hashable {
    let list: QuakeList
    let zoom: Double
    let width: Int
    let height: Int

    static func == (a: CirclesKey, b: CirclesKey) -> Bool {
      a.list.fingerprint == b.list.fingerprint && a.list.count == b.list.count && a.zoom == b.zoom && a.width == b.width
        && a.height == b.height
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(self.list.fingerprint)
      hasher.combine(self.zoom)
      hasher.combine(self.width)
      hasher.combine(self.height)
    }

    /// The quakes whose circles differ between `previous`'s list and this one's, if `previous` is a key
    /// of the same zoom and size and they are few.
    func changedQuakes(since previous: AnyHashable) -> [Quake]? {
      guard let previous = previous.base as? CirclesKey, previous.zoom == self.zoom, previous.width == self.width,
        previous.height == self.height
      else { return nil }
      return MapCircleDamage.changedQuakes(from: previous.list.quakes, to: self.list.quakes)
    }
  }

  /// Two kept layers (`Canvas.layer`), the outline and the circles, then the selected quake over
  /// them: selecting a quake draws one circle, a pan only the strips it uncovers, a zoom the circles
  /// (the outline shown scaled until the next frame draws it), a fetch the circles that changed.
  func draw(on canvas: any Canvas) {
    let projection = MapProjection(width: canvas.width, height: canvas.height, viewport: self.viewport).onWholePixels()
    // Everything in both layers repeats with the world: a pan of any width moves them.
    let (originX, originY) = projection.origin
    let placement = CanvasLayerPlacement(originX: originX, originY: originY, scale: projection.scale, horizontalPeriod: projection.worldWidth)
    let outline = OutlineKey(width: canvas.width, height: canvas.height, palette: self.palette)
    canvas.layer(outline, placement: placement) { layer in
      self.drawBackground(layer, projection)
    }
    let circles = CirclesKey(list: self.list, zoom: self.viewport.zoom, width: canvas.width, height: canvas.height)
    let circlesPlacement = CanvasLayerPlacement(originX: originX, originY: originY, horizontalPeriod: projection.worldWidth)
    canvas.layer(circles, placement: circlesPlacement, damage: { self.circlesDamage(since: $0, circles, projection) }) { layer in
      self.drawCircles(layer, projection)
    }
    if let selectedQuakeId, let selected = self.quakes.first(where: { $0.quakeId == selectedQuakeId }) {
      var path = CanvasPath()
      self.addCircle(to: &path, selected, projection)
      let color = MagnitudeBand(magnitude: selected.magnitude).rgb
      canvas.draw(path, fill: CanvasColor(red: color.red, green: color.green, blue: color.blue), stroke: self.palette.selectedOutline)
    }
  }

  /// Where the circles layer must be drawn again after `previous`: around the changed circles, unless
  /// the circles those areas cross outnumber the layer's (nil: draw it whole). In a cluster of
  /// aftershocks the area around one new circle crosses a thousand others, each drawn again in it.
  private func circlesDamage(since previous: AnyHashable, _ key: CirclesKey, _ projection: MapProjection) -> [CanvasRect]? {
    guard let changed = key.changedQuakes(since: previous) else { return nil }
    let areas = MapCircleDamage.areas(of: changed, projection)
    let whole = self.circleIndex.circleCount(in: projection, within: CanvasRect(x: 0, y: 0, width: projection.width, height: projection.height))
    var repair = 0
    for area in areas {
      repair += self.circleIndex.circleCount(in: projection, within: area)
      if repair > whole { return nil }
    }
    return areas
  }

  /// A circle as drawn: its band, its centre to an eighth of a pixel, its radius.
  private struct DrawnCircle : Hashable {
    let band: Int
    let x: Int
    let y: Int
    let radius: Double
  }

  /// Every listed quake whose circle reaches the canvas's dirty area (the selected one too: its opaque
  /// circle covers it), one path per magnitude band, each circle once (see `MapCircleIndex`).
  private func drawCircles(_ canvas: any Canvas, _ projection: MapProjection) {
    var bands = [CanvasPath](repeating: CanvasPath(), count: MagnitudeBand.allCases.count)
    var drawn = Set<DrawnCircle>()
    let dirty = canvas.dirtyRect
    self.circleIndex.forEachVisible(in: projection, within: dirty) { quake in
      let band = MagnitudeBand.allCases.firstIndex(of: MagnitudeBand(magnitude: quake.magnitude))!
      let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
      let radius = Self.diameter(magnitude: quake.magnitude) / 2
      let reach = radius + MapCircleDamage.outlineReach
      guard point.y + reach > dirty.y, point.y - reach < dirty.maxY else { return }
      for x in projection.visibleXs(of: point.x, radius: radius)
      where x + reach > dirty.x && x - reach < dirty.maxX
        && drawn.insert(DrawnCircle(band: band, x: Int((x * 8).rounded()), y: Int((point.y * 8).rounded()), radius: radius)).inserted {
        bands[band].addCircle(centerX: x, centerY: point.y, radius: radius)
      }
    }
    for (index, band) in MagnitudeBand.allCases.enumerated() where !bands[index].isEmpty {
      let color = band.rgb
      canvas.draw(
        bands[index],
        fill: CanvasColor(red: color.red, green: color.green, blue: color.blue, alpha: 0.55),
        stroke: CanvasStroke(color: CanvasColor(red: color.red * 0.6, green: color.green * 0.6, blue: color.blue * 0.6, alpha: 0.8), lineWidth: 1)
      )
    }
  }

  /// The quake under a click, if any: of the circles containing the point, the one whose centre is nearest.
  func quake(atX x: Double, y: Double, width: Int, height: Int) -> Quake? {
    let projection = MapProjection(width: width, height: height, viewport: self.viewport).onWholePixels()
    var best: (quake: Quake, distance: Double)?
    for quake in self.quakes {
      let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
      let radius = Self.diameter(magnitude: quake.magnitude) / 2
      for copyX in projection.visibleXs(of: point.x, radius: radius) {
        let distance = ((copyX - x) * (copyX - x) + (point.y - y) * (point.y - y)).squareRoot()
        if distance <= radius, distance < best?.distance ?? .infinity {
          best = (quake, distance)
        }
      }
    }
    return best?.quake
  }

  private func addCircle(to path: inout CanvasPath, _ quake: Quake, _ projection: MapProjection) {
    let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
    let radius = Self.diameter(magnitude: quake.magnitude) / 2
    guard projection.isVisible(y: point.y, radius: radius) else { return }
    for x in projection.visibleXs(of: point.x, radius: radius) {
      path.addCircle(centerX: x, centerY: point.y, radius: radius)
    }
  }

  private func drawBackground(_ canvas: any Canvas, _ projection: MapProjection) {
    canvas.paint(self.palette.space)
    let top = projection.point(longitude: projection.centerLongitude, latitude: 90).y
    let bottom = projection.point(longitude: projection.centerLongitude, latitude: -90).y
    var sea = CanvasPath()
    sea.addRectangle(x: 0, y: top, width: projection.width, height: bottom - top)
    canvas.fill(sea, with: self.palette.sea)
    self.drawLand(canvas, projection)
    var lines = CanvasPath()
    for longitude in stride(from: -180.0, to: 180, by: 30) {
      let x = projection.point(longitude: longitude, latitude: 0).x
      for copy in projection.visibleXs(of: x, radius: 0) {
        lines.move(toX: copy, y: top)
        lines.addLine(toX: copy, y: bottom)
      }
    }
    for latitude in stride(from: -60.0, through: 60, by: 30) {
      let y = projection.point(longitude: 0, latitude: latitude).y
      lines.move(toX: 0, y: y)
      lines.addLine(toX: projection.width, y: y)
    }
    canvas.draw(lines, fill: nil, stroke: self.palette.graticule)
  }

  private func drawLand(_ canvas: any Canvas, _ projection: MapProjection) {
    guard !WorldOutline.polygons.isEmpty else { return }
    var land = CanvasPath()
    // One copy of the world spans longitudes -180...180; draw every copy that overlaps the canvas.
    let world = projection.worldWidth
    let firstLeft = projection.width / 2 + (-180 - projection.centerLongitude) * projection.scale
    let copies = Int(((-world - firstLeft) / world).rounded(.up)) ... Int(((projection.width - firstLeft) / world).rounded(.down))
    let shifts = copies.map { Double($0) * world }
    let top = projection.point(longitude: 0, latitude: 90).y
    for shift in shifts {
      for (polygon, extent) in zip(WorldOutline.polygons, WorldOutline.extents) {
        // Only the polygons of this copy that reach the canvas (with a pixel for the coast's width).
        let west = projection.width / 2 + (extent.west - projection.centerLongitude) * projection.scale + shift
        let east = projection.width / 2 + (extent.east - projection.centerLongitude) * projection.scale + shift
        let north = top + (90 - extent.north) * projection.scale
        let south = top + (90 - extent.south) * projection.scale
        guard east >= -1, west <= projection.width + 1, south >= -1, north <= projection.height + 1 else { continue }
        for (index, vertex) in polygon.enumerated() {
          let x = projection.width / 2 + (vertex.longitude - projection.centerLongitude) * projection.scale + shift
          let y = projection.point(longitude: 0, latitude: vertex.latitude).y
          if index == 0 { land.move(toX: x, y: y) } else { land.addLine(toX: x, y: y) }
        }
        land.close()
      }
    }
    canvas.draw(land, fill: self.palette.land, stroke: self.palette.coast)
  }
}
