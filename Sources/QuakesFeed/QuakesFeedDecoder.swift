//  QuakesFeedDecoder.swift

import Foundation
import Logging
import QuakesData

/// What a feed held: the quakes it could read and the features it skipped, by reason.
public struct QuakesFeedContents : Sendable, Equatable {
  public var quakes: [Quake]
  public var skipped: QuakeSkips
  /// The feed's own title ("USGS All Earthquakes, Past Day"), if it has one.
  public var title: String?
  public var generated: Date?

  public var skippedCount: Int {
    self.skipped.total
  }
}

/// Decodes USGS GeoJSON summary feeds. A feature with missing fields or impossible values (see
/// `QuakeValidation`) is skipped and counted; a document that is not JSON or not a feature collection
/// is an error.
public enum QuakesFeedDecoder {
  private static let logger = Logger(label: "org.immutabledata.Quakes.feed")

  /// Decodes on the global executor: a month of quakes is megabytes of JSON, too much for the main actor.
  @concurrent public static func decodeOffMainActor(_ data: Data, from url: String, now: Date = Date()) async throws -> QuakesFeedContents {
    try self.decode(data, from: url, now: now)
  }

  /// `url` only names the feed in errors; `now` bounds the times a quake may have.
  public static func decode(_ data: Data, from url: String, now: Date = Date()) throws -> QuakesFeedContents {
    let document: QuakesFeedDocument
    do {
      document = try JSONDecoder().decode(QuakesFeedDocument.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw QuakesFeedError.malformedJSON(url: url, reason: Self.reason(context))
    } catch is DecodingError {
      throw QuakesFeedError.notAFeatureCollection(url: url)
    } catch {
      throw QuakesFeedError.malformedJSON(url: url, reason: "\(error)")
    }
    var quakes: [Quake] = []
    quakes.reserveCapacity(document.features.count)
    var skipped = QuakeSkips()
    for slot in document.features {
      switch slot.feature.map({ $0.quake(now: now) }) ?? .failure(.unreadable) {
      case .success(let quake):
        quakes.append(quake)
      case .failure(let problem):
        skipped.add(problem)
      }
    }
    if !skipped.isEmpty {
      Self.logger.warning("Skipped \(skipped.total) feature(s) of \(url): \(skipped.reasons)")
    }
    return QuakesFeedContents(
      quakes: quakes,
      skipped: skipped,
      title: document.metadata?.title,
      generated: document.metadata?.generated
        .map { Date(timeIntervalSince1970: $0 / 1_000) }
        .flatMap { QuakeValidation.times(now: now).contains($0) ? $0 : nil }
    )
  }

  private static func reason(_ context: DecodingError.Context) -> String {
    if let underlying = context.underlyingError {
      return "\(context.debugDescription) (\(underlying))"
    }
    return context.debugDescription
  }
}
