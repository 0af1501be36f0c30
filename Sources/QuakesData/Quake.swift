//  Quake.swift

import Foundation

/// One earthquake as the USGS summary feeds describe it.
public struct Quake : Hashable, Codable, Sendable, Identifiable {
  public let quakeId: String
  /// Richter magnitude; the feed's `null` is 0 (and such quakes are dropped by the reducer).
  public let magnitude: Double
  public let time: Date
  /// When USGS last revised the event: a newer `updated` replaces an older copy.
  public let updated: Date
  /// The place ("8km NE of Aguanga, CA").
  public let name: String
  public let longitude: Double
  public let latitude: Double
  /// Kilometres below sea level, when the feed gave it.
  public let depth: Double?
  /// The quake's page on earthquake.usgs.gov (the feed's `url`), when the feed gave one that
  /// `QuakeValidation.page(_:)` accepts.
  public let page: URL?

  public init(
    quakeId: String, magnitude: Double, time: Date, updated: Date, name: String, longitude: Double, latitude: Double,
    depth: Double? = nil, page: URL? = nil
  ) {
    self.quakeId = quakeId
    self.magnitude = magnitude
    self.time = time
    self.updated = updated
    self.name = name
    self.longitude = longitude
    self.latitude = latitude
    self.depth = depth
    self.page = page
  }

  public var id: String {
    self.quakeId
  }
}
