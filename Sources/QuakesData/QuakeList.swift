//  QuakeList.swift

/// The quakes a window lists and maps, with a fingerprint of their ids and revisions
/// that changes whenever the list does (a cheap "redraw the map" version).
public struct QuakeList : Equatable, Sendable {
  public let quakes: [Quake]
  public let fingerprint: Int

  public init(_ quakes: [Quake]) {
    self.quakes = quakes
    var hasher = Hasher()
    hasher.combine(quakes.count)
    for quake in quakes {
      hasher.combine(quake.quakeId)
      hasher.combine(quake.updated)
      hasher.combine(quake.magnitude)
    }
    self.fingerprint = hasher.finalize()
  }

  public var count: Int {
    self.quakes.count
  }

  public var isEmpty: Bool {
    self.quakes.isEmpty
  }
}
