//  QuakesSampleFallbackClientTests.swift

import Foundation
import QuakesData
import QuakesFeed
import Testing

@Suite struct QuakesSampleFallbackClientTests {
  struct FailingClient : QuakesFeedClient {
    let error: QuakesFeedError
    func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport { throw self.error }
  }

  @Test func anUnreachableServerFallsBackToTheSampleAndSaysSo() async throws {
    let client = QuakesSampleFallbackClient(
      primary: FailingClient(error: .unreachable(url: "https://example.invalid/all_day.geojson", reason: "no network")),
      sampleURL: try FixtureFiles.url("1.0_day.geojson")
    )
    let report = try await client.fetch(.day)
    #expect(report.quakes.count == 158)
    // The day is written for the user's locale ("Feb 16, 2019" in American English).
    let day = QuakeTimeFormat.day(QuakeDay(year: 2019, month: 2, day: 16))
    #expect(report.source == "the bundled sample feed (USGS Magnitude 1.0+ Earthquakes, Past Day, as of \(day))")
    #expect(report.fallback == .offline)
  }

  @Test func otherFailuresAreNotHiddenBehindTheSample() async throws {
    let client = QuakesSampleFallbackClient(
      primary: FailingClient(error: .httpStatus(url: "u", status: 500)),
      sampleURL: try FixtureFiles.url("1.0_day.geojson")
    )
    await #expect(throws: QuakesFeedError.httpStatus(url: "u", status: 500)) { try await client.fetch(.day) }
  }
}
