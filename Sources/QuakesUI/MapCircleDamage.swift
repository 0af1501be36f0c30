//  MapCircleDamage.swift

import DeclarativeViews
import QuakesData

/// Where the map's circles differ between two listed sets, so a fetch that revises one quake and adds
/// ten draws a dozen small areas of the circles layer again instead of every circle of the day.
enum MapCircleDamage {
  /// More changed quakes than this draw the layer whole: so many small areas cost about as much.
  static let maximumChanged = 64
  /// Pixels a circle reaches past its radius: half its 1 px outline and a pixel of smoothing.
  static let outlineReach = 1.5

  /// The quakes whose circle is not the same in `new` as in `old`: added or removed, or moved or
  /// resized (then both the old and the new); nil when more than `limit` differ. Order does not
  /// matter: a new sort draws the same circles.
  static func changedQuakes(from old: [Quake], to new: [Quake], limit: Int = Self.maximumChanged) -> [Quake]? {
    // Positions, not copies: a quake is a dozen references to retain.
    var remaining = [String: Int](minimumCapacity: old.count)
    for (index, quake) in old.enumerated() {
      remaining[quake.quakeId] = index
    }
    var changed: [Quake] = []
    for quake in new {
      if let index = remaining.removeValue(forKey: quake.quakeId) {
        guard !Self.drawsAlike(old[index], quake) else { continue }
        changed.append(old[index])
      }
      changed.append(quake)
      if changed.count > limit { return nil }
    }
    guard changed.count + remaining.count <= limit else { return nil }
    changed.append(contentsOf: remaining.values.sorted().map { old[$0] })
    return changed
  }

  /// The canvas areas `quakes`' circles cover under `projection` (every copy of the world that shows).
  static func areas(of quakes: [Quake], _ projection: MapProjection) -> [CanvasRect] {
    var areas: [CanvasRect] = []
    for quake in quakes {
      let point = projection.point(longitude: quake.longitude, latitude: quake.latitude)
      let reach = MapRenderer.diameter(magnitude: quake.magnitude) / 2 + Self.outlineReach
      guard projection.isVisible(y: point.y, radius: reach) else { continue }
      for x in projection.visibleXs(of: point.x, radius: reach) {
        areas.append(CanvasRect(x: x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach))
      }
    }
    return areas
  }

  /// Whether two versions of a quake draw the same circle (its place and its magnitude; a bit for
  /// bit comparison, so a NaN place counts as changed).
  private static func drawsAlike(_ a: Quake, _ b: Quake) -> Bool {
    a.longitude.bitPattern == b.longitude.bitPattern && a.latitude.bitPattern == b.latitude.bitPattern
      && a.magnitude.bitPattern == b.magnitude.bitPattern
  }
}
