//  QuakeList.swift

/// The quakes a window lists and maps, with a fingerprint of their ids and revisions that changes
/// whenever the set of quakes does, but not with their order (a cheap "redraw the map" version: the map
/// draws the same whatever the sort, so a new sort repaints only the list).
public struct QuakeList : Equatable, Sendable {
  public let quakes: [Quake]
  public let fingerprint: Int

  public init(_ quakes: [Quake]) {
    self.quakes = quakes
    // A sum of each quake's hash does not depend on the order.
    var fingerprint = quakes.count
    for quake in quakes {
      var hasher = Hasher()
      hasher.combine(quake.quakeId)
      hasher.combine(quake.updated)
      hasher.combine(quake.magnitude)
      fingerprint &+= hasher.finalize()
    }
    self.fingerprint = fingerprint
  }

  public var count: Int {
    self.quakes.count
  }

  public var isEmpty: Bool {
    self.quakes.isEmpty
  }
}
