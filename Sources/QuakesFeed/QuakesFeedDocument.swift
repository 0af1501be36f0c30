//  QuakesFeedDocument.swift

import Foundation
import QuakesData

/// A USGS GeoJSON summary feed as decoded: each feature either its raw values or unreadable.
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

  /// One feature's values as the feed wrote them, not yet checked against `QuakeValidation`.
  struct Feature {
    var quakeId: String
    var magnitude: Double
    var place: String?
    /// Epoch milliseconds.
    var time: Double
    var updated: Double
    var coordinates: [Double]
    var url: String?

    /// The quake, or why these values cannot be one.
    func quake(now: Date) -> Result<Quake, QuakeProblem> {
      guard !self.quakeId.isEmpty, self.coordinates.count >= 2 else { return .failure(.unreadable) }
      let time = Date(timeIntervalSince1970: self.time / 1_000)
      let updated = Date(timeIntervalSince1970: self.updated / 1_000)
      let depth = self.coordinates.count >= 3 ? self.coordinates[2] : nil
      if let problem = QuakeValidation.problem(
        magnitude: self.magnitude, time: time, updated: updated,
        longitude: self.coordinates[0], latitude: self.coordinates[1], depth: depth, now: now
      ) {
        return .failure(problem)
      }
      return .success(Quake(
        quakeId: self.quakeId,
        magnitude: self.magnitude,
        time: time,
        updated: updated,
        name: self.place ?? "Unknown location",
        longitude: self.coordinates[0],
        latitude: self.coordinates[1],
        depth: depth,
        // A page that is not on earthquake.usgs.gov is dropped, not the quake: the quake is still true.
        pageAddress: self.url.flatMap(QuakeValidation.pageAddress)
      ))
    }
  }

  /// One feature that never fails the whole feed: a feature with missing fields or fields of the wrong
  /// type is nil.
  struct FeatureSlot : Decodable {
    var feature: Feature?

    init(from decoder: any Decoder) {
      self.feature = try? Self.decodeFeature(from: decoder)
    }

    private enum FeatureKeys : String, CodingKey {
      case id, properties, geometry
    }

    private enum PropertyKeys : String, CodingKey {
      case mag, place, time, updated, url
    }

    private enum GeometryKeys : String, CodingKey {
      case coordinates
    }

    private static func decodeFeature(from decoder: any Decoder) throws -> Feature {
      let feature = try decoder.container(keyedBy: FeatureKeys.self)
      let properties = try feature.nestedContainer(keyedBy: PropertyKeys.self, forKey: .properties)
      let geometry = try feature.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
      return Feature(
        quakeId: try feature.decode(String.self, forKey: .id),
        // The feed writes `null` for a magnitude not yet computed: 0, which the reducer drops.
        magnitude: try properties.decodeIfPresent(Double.self, forKey: .mag) ?? 0,
        place: try properties.decodeIfPresent(String.self, forKey: .place),
        time: try properties.decode(Double.self, forKey: .time),
        updated: try properties.decode(Double.self, forKey: .updated),
        coordinates: try geometry.decode([Double].self, forKey: .coordinates),
        // A page of the wrong type only loses the link.
        url: try? properties.decodeIfPresent(String.self, forKey: .url)
      )
    }
  }
}
