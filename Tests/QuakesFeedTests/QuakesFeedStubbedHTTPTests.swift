//  QuakesFeedStubbedHTTPTests.swift

import AppDependencies
import Foundation
import ImmutableDataTesting
import QuakesData
import QuakesFeed
import Testing

/// The feed client on HTTP answers a test chose (no server, no network): what each answer becomes.
struct QuakesFeedStubbedHTTPTests {
  let base = URL(string: "https://earthquake.example/feeds")!

  private func client(_ http: StubHTTPClient, limits: QuakesFeedLimits = QuakesFeedLimits()) -> QuakesHTTPFeedClient {
    QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: self.base), limits: limits, http: http)
  }

  private var hourURL: String {
    self.base.appendingPathComponent("all_hour.geojson").absoluteString
  }

  @Test func aFeedIsDecodedFromTheAnswerToItsURL() async throws {
    let http = StubHTTPClient(json: try FixtureFiles.data("1.0_day.geojson"))
    let report = try await self.client(http).fetch(.hour)
    #expect(report.quakes.count > 100)
    #expect(http.requests == [self.base.appendingPathComponent("all_hour.geojson")])
  }

  @Test func eachRefusalOfTheHTTPLayerIsAFeedErrorNamingTheURL() async throws {
    let cases: [(HTTPClientError, QuakesFeedError)] = [
      (.tooLarge(limit: 7), .tooLarge(url: self.hourURL, limit: 7)),
      (.deadlineExceeded(seconds: 60), .deadlineExceeded(url: self.hourURL, seconds: 60)),
      (.stoppedAnswering(seconds: 15), .stoppedAnswering(url: self.hourURL, seconds: 15)),
      (.unreachable(reason: "No route to host"), .unreachable(url: self.hourURL, reason: "No route to host")),
    ]
    for (refusal, expected) in cases {
      let client = self.client(StubHTTPClient { _ throws(HTTPClientError) in throw refusal })
      await #expect(throws: expected) { try await client.fetch(.hour) }
    }
  }

  @Test func aStatusOrATypeOtherThanJSONIsRefused() async throws {
    let unavailable = self.client(StubHTTPClient { _ in HTTPResponse(status: 503, headers: ["Content-Type": "application/json"]) })
    await #expect(throws: QuakesFeedError.httpStatus(url: self.hourURL, status: 503)) { try await unavailable.fetch(.hour) }
    let html = self.client(StubHTTPClient { _ in HTTPResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8)) })
    await #expect(throws: QuakesFeedError.wrongContentType(url: self.hourURL, contentType: "text/html")) { try await html.fetch(.hour) }
  }

  @Test func aBodyOverTheDecodedCapIsRefused() async throws {
    let http = StubHTTPClient(json: try FixtureFiles.data("1.0_day.geojson"))
    let client = self.client(http, limits: QuakesFeedLimits(maxDecodedBytes: 1_000))
    await #expect(throws: QuakesFeedError.tooLarge(url: self.hourURL, limit: 1_000)) { try await client.fetch(.hour) }
  }
}
