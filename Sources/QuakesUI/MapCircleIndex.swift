//  MapCircleIndex.swift

import DeclarativeViews
import QuakesData

/// The listed quakes bucketed by cells of 15° of longitude and latitude, so drawing the map's circles
/// visits the cells the canvas shows rather than every quake, and the circles of one magnitude band
/// that fall on the same spot (to an eighth of a pixel) with the same size are drawn once: a band is
/// one path filled and outlined at once, so a second such circle would not change a pixel.
/// Built once per listed set (`MapCanvas.circleIndex(for:)`), used by every frame that draws circles.
struct MapCircleIndex {
  static let cellDegrees = 15.0
  static let columns = 24
  static let rows = 12

  let fingerprint: Int
  private let quakes: [Quake]

  /// Whether this is the index of `list` (its fingerprint and count: the fingerprint ignores order).
  func indexes(_ list: QuakeList) -> Bool {
    self.fingerprint == list.fingerprint && self.quakes.count == list.count
  }
  /// Indices into `quakes`, row by row; quakes whose place is not a number are in none (never drawn).
  private let cells: [[Int32]]
  /// The widest circle's radius, in pixels: a cell is visible when a circle from it can reach the canvas.
  private let largestRadius: Double

  init(_ list: QuakeList) {
    self.fingerprint = list.fingerprint
    self.quakes = list.quakes
    var cells = [[Int32]](repeating: [], count: Self.columns * Self.rows)
    var largest = 0.0
    for (index, quake) in list.quakes.enumerated() where quake.longitude.isFinite && quake.latitude.isFinite {
      cells[Self.cell(longitude: quake.longitude, latitude: quake.latitude)].append(Int32(index))
      largest = max(largest, MapRenderer.diameter(magnitude: quake.magnitude) / 2)
    }
    self.cells = cells
    self.largestRadius = largest
  }

  /// Calls `body` with each quake of the cells `projection` shows, each cell's in list order.
  func forEachVisible(in projection: MapProjection, _ body: (Quake) -> Void) {
    self.forEachVisible(in: projection, within: CanvasRect(x: 0, y: 0, width: projection.width, height: projection.height), body)
  }

  /// Calls `body` with each quake of the cells whose circles can reach `area` of the canvas
  /// `projection` draws on, each cell's in list order.
  func forEachVisible(in projection: MapProjection, within area: CanvasRect, _ body: (Quake) -> Void) {
    // The area's edges in degrees from the centre, widened by the widest circle.
    let west = (area.x - projection.width / 2 - self.largestRadius) / projection.scale
    let east = (area.maxX - projection.width / 2 + self.largestRadius) / projection.scale
    let north = (projection.height / 2 - area.y + self.largestRadius) / projection.scale
    let south = (projection.height / 2 - area.maxY - self.largestRadius) / projection.scale
    let columns: [Int]
    if east - west >= 360 - Self.cellDegrees {
      columns = Array(0 ..< Self.columns)
    } else {
      let first = Self.column(longitude: projection.centerLongitude + west)
      let count = Int(((east - west) / Self.cellDegrees).rounded(.up)) + 1
      columns = (0 ..< min(count, Self.columns)).map { (first + $0) % Self.columns }
    }
    let lowest = Self.row(latitude: max(projection.centerLatitude + south, -90))
    let highest = Self.row(latitude: min(projection.centerLatitude + north, 90))
    guard lowest <= highest else { return }
    for row in lowest ... highest {
      for column in columns {
        for index in self.cells[row * Self.columns + column] {
          body(self.quakes[Int(index)])
        }
      }
    }
  }

  /// How many circles (copies of the world counted apart) reach `area` of the canvas `projection`
  /// draws on: the work of drawing them there, which costs about the same per circle whether the
  /// area is small or the whole canvas (the coverage masks walk each circle's rows within it).
  func circleCount(in projection: MapProjection, within area: CanvasRect) -> Int {
    var count = 0
    self.forEachVisible(in: projection, within: area) { quake in
      let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
      let reach = MapRenderer.diameter(magnitude: quake.magnitude) / 2 + MapCircleDamage.outlineReach
      guard point.y + reach > area.y, point.y - reach < area.maxY else { return }
      for x in projection.visibleXs(of: point.x, radius: reach) where x + reach > area.x && x - reach < area.maxX {
        count += 1
      }
    }
    return count
  }

  private static func cell(longitude: Double, latitude: Double) -> Int {
    Self.row(latitude: latitude) * Self.columns + Self.column(longitude: longitude)
  }

  private static func column(longitude: Double) -> Int {
    var wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
    if wrapped < 0 { wrapped += 360 }
    return min(Int(wrapped / Self.cellDegrees), Self.columns - 1)
  }

  private static func row(latitude: Double) -> Int {
    min(max(Int(((latitude + 90) / Self.cellDegrees).rounded(.down)), 0), Self.rows - 1)
  }
}
