//  QuakesSampleFallbackClient.swift

import Foundation
import Logging
import QuakesData

/// Fetches from `primary`; when the server cannot be reached at all (no network), reads a sample feed
/// file instead and says so in the report. Other failures (HTTP errors, bad JSON) stay failures:
/// a broken server must not be mistaken for sample data.
public struct QuakesSampleFallbackClient : QuakesFeedClient {
  private static let logger = Logger(label: "org.immutabledata.Quakes.feed")

  public let primary: any QuakesFeedClient
  public let sampleURL: URL

  public init(primary: any QuakesFeedClient, sampleURL: URL) {
    self.primary = primary
    self.sampleURL = sampleURL
  }

  public func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport {
    do {
      return try await self.primary.fetch(range)
    } catch let error as QuakesFeedError where error.isUnreachable {
      Self.logger.warning("\(error.errorDescription ?? "The feed server cannot be reached."): showing the bundled sample feed instead")
      let sample = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: self.sampleURL))
      var report = try await sample.fetch(range)
      report.source = "the bundled sample feed (\(try await self.sampleTitle()))"
      report.fallback = error.failure
      return report
    }
  }

  @concurrent private func sampleTitle() async throws -> String {
    let contents = try QuakesFeedDecoder.decode(try Data(contentsOf: self.sampleURL), from: self.sampleURL.absoluteString)
    let title = contents.title ?? "USGS earthquakes"
    guard let generated = contents.generated else { return title }
    return "\(title), as of \(QuakeTimeFormat.day(QuakeDay(generated)))"
  }
}
