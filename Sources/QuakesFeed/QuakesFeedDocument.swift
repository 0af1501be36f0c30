//  QuakesFeedDocument.swift

import Foundation
import QuakesData

/// A USGS GeoJSON summary feed as decoded: each feature either a quake or skipped.
struct QuakesFeedDocument : Decodable {
  struct Metadata : Decodable {
    var title: String?
    var generated: Double?
  }

  var metadata: Metadata?
  var features: [FeatureSlot]

  private enum Keys : String, CodingKey {
    case metadata, features
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    // Metadata only labels the feed: a malformed one is ignored, not fatal.
    self.metadata = try? container.decodeIfPresent(Metadata.self, forKey: .metadata)
    self.features = try container.decode([FeatureSlot].self, forKey: .features)
  }

  /// One feature that never fails the whole feed: a feature with missing or invalid fields is nil.
  struct FeatureSlot : Decodable {
    var quake: Quake?

    init(from decoder: any Decoder) {
      self.quake = try? Self.decodeQuake(from: decoder)
    }

    private enum FeatureKeys : String, CodingKey {
      case id, properties, geometry
    }

    private enum PropertyKeys : String, CodingKey {
      case mag, place, time, updated
    }

    private enum GeometryKeys : String, CodingKey {
      case coordinates
    }

    private struct InvalidFeature : Error {}

    private static func decodeQuake(from decoder: any Decoder) throws -> Quake {
      let feature = try decoder.container(keyedBy: FeatureKeys.self)
      let quakeId = try feature.decode(String.self, forKey: .id)
      let properties = try feature.nestedContainer(keyedBy: PropertyKeys.self, forKey: .properties)
      // The feed writes `null` for a magnitude not yet computed: 0, which the reducer drops.
      let magnitude = try properties.decodeIfPresent(Double.self, forKey: .mag) ?? 0
      let place = try properties.decodeIfPresent(String.self, forKey: .place)
      let time = try properties.decode(Double.self, forKey: .time)
      let updated = try properties.decode(Double.self, forKey: .updated)
      let geometry = try feature.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
      let coordinates = try geometry.decode([Double].self, forKey: .coordinates)
      guard
        !quakeId.isEmpty, magnitude.isFinite, time.isFinite, updated.isFinite,
        coordinates.count >= 2,
        (-180 ... 180).contains(coordinates[0]), (-90 ... 90).contains(coordinates[1])
      else {
        throw InvalidFeature()
      }
      return Quake(
        quakeId: quakeId,
        magnitude: magnitude,
        time: Date(timeIntervalSince1970: time / 1_000),
        updated: Date(timeIntervalSince1970: updated / 1_000),
        name: place ?? "Unknown location",
        longitude: coordinates[0],
        latitude: coordinates[1]
      )
    }
  }
}
