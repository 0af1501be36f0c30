//  QuakesSort.swift

/// What a quake list is sorted by.
public enum QuakesSortKey : String, CaseIterable, Hashable, Codable, Sendable {
  case time
  case magnitude
}

/// Forward is ascending (oldest or weakest first), reverse descending.
public enum QuakesSortOrder : String, CaseIterable, Hashable, Codable, Sendable {
  case forward
  case reverse
}

public struct QuakesSort : Hashable, Codable, Sendable {
  public var key: QuakesSortKey
  public var order: QuakesSortOrder

  public init(key: QuakesSortKey = .time, order: QuakesSortOrder = .forward) {
    self.key = key
    self.order = order
  }

  /// Whether `lhs` comes before `rhs`; ties are broken by time, then id, so every order is total.
  public func areInIncreasingOrder(_ lhs: Quake, _ rhs: Quake) -> Bool {
    self.order == .forward ? Self.ascending(lhs, rhs, by: self.key) : Self.ascending(rhs, lhs, by: self.key)
  }

  private static func ascending(_ lhs: Quake, _ rhs: Quake, by key: QuakesSortKey) -> Bool {
    switch key {
    case .time:
      (lhs.time, lhs.quakeId) < (rhs.time, rhs.quakeId)
    case .magnitude:
      (lhs.magnitude, lhs.time, lhs.quakeId) < (rhs.magnitude, rhs.time, rhs.quakeId)
    }
  }
}
