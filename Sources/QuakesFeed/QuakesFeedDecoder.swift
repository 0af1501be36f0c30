//  QuakesFeedDecoder.swift

import Foundation
import QuakesData

/// What a feed held: the quakes it could read and how many features it skipped.
public struct QuakesFeedContents : Sendable, Equatable {
  public var quakes: [Quake]
  public var skippedCount: Int
  /// The feed's own title ("USGS All Earthquakes, Past Day"), if it has one.
  public var title: String?
  public var generated: Date?
}

/// Decodes USGS GeoJSON summary feeds. A bad feature is skipped and counted; a document that is not
/// JSON or not a feature collection is an error.
public enum QuakesFeedDecoder {
  /// Decodes on the global executor: a month of quakes is megabytes of JSON, too much for the main actor.
  @concurrent public static func decodeOffMainActor(_ data: Data, from url: String) async throws -> QuakesFeedContents {
    try self.decode(data, from: url)
  }

  /// `url` only names the feed in errors.
  public static func decode(_ data: Data, from url: String) throws -> QuakesFeedContents {
    let document: QuakesFeedDocument
    do {
      document = try JSONDecoder().decode(QuakesFeedDocument.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw QuakesFeedError.malformedJSON(url: url, reason: Self.reason(context))
    } catch is DecodingError {
      throw QuakesFeedError.notAFeatureCollection(url: url)
    }
    let quakes = document.features.compactMap(\.quake)
    return QuakesFeedContents(
      quakes: quakes,
      skippedCount: document.features.count - quakes.count,
      title: document.metadata?.title,
      generated: document.metadata?.generated.map { Date(timeIntervalSince1970: $0 / 1_000) }
    )
  }

  private static func reason(_ context: DecodingError.Context) -> String {
    if let underlying = context.underlyingError {
      return "\(context.debugDescription) (\(underlying))"
    }
    return context.debugDescription
  }
}
