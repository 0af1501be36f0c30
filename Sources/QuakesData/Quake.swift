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
  /// The address of the quake's page on earthquake.usgs.gov (the feed's `url`), when the feed gave one
  /// that `QuakeValidation.pageAddress(_:)` accepts. Kept as text, with `page` made from it on demand:
  /// a cache of a million quakes then holds no million URL objects, and loads without parsing them.
  public let pageAddress: String?

  public init(
    quakeId: String, magnitude: Double, time: Date, updated: Date, name: String, longitude: Double, latitude: Double,
    depth: Double? = nil, page: URL? = nil
  ) {
    self.init(
      quakeId: quakeId, magnitude: magnitude, time: time, updated: updated, name: name, longitude: longitude, latitude: latitude,
      depth: depth, pageAddress: page?.absoluteString
    )
  }

  /// A quake whose page is given as text `QuakeValidation.pageAddress(_:)` accepted (a feed's, a cache's).
  public init(
    quakeId: String, magnitude: Double, time: Date, updated: Date, name: String, longitude: Double, latitude: Double,
    depth: Double?, pageAddress: String?
  ) {
    self.quakeId = quakeId
    self.magnitude = magnitude
    self.time = time
    self.updated = updated
    self.name = name
    self.longitude = longitude
    self.latitude = latitude
    self.depth = depth
    self.pageAddress = pageAddress
  }

  public var id: String {
    self.quakeId
  }

  /// The quake's page on earthquake.usgs.gov, when it has one.
  public var page: URL? {
    self.pageAddress.flatMap { URL(string: $0) }
  }

  /// Coded as before the page was kept as text: `page` holds its address.
  private enum CodingKeys : String, CodingKey {
    case quakeId, magnitude, time, updated, name, longitude, latitude, depth
    case pageAddress = "page"
  }
}
