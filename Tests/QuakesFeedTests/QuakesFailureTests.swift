//  QuakesFailureTests.swift

import Foundation
import QuakesData
import QuakesFeed
import TestSupport
import Testing

/// Each way a feed fails reaches the window as its kind of `QuakesFailure` (the window words the kind;
/// the URL and the reason stay in the error, for the log).
@Suite(.serialized) struct QuakesFailureTests {
  private func failure(_ client: QuakesHTTPFeedClient, _ range: QuakesFeedRange = .day) async -> QuakesFailure? {
    do {
      _ = try await client.fetch(range)
      return nil
    } catch {
      return QuakesFailure(error)
    }
  }

  private func served(_ name: String, contentType: String = "application/json", status: Int = 200) async throws -> QuakesFailure? {
    let response = LoopbackHTTPServer.Response(status: status, contentType: contentType, body: try FixtureFiles.data(name))
    let server = try LoopbackHTTPServer(responses: ["/all_day.geojson": response])
    defer { server.stop() }
    return await self.failure(QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: server.baseURL)))
  }

  private func file(_ name: String, limits: QuakesFeedLimits = QuakesFeedLimits()) async throws -> QuakesFailure? {
    await self.failure(QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: try FixtureFiles.url(name)), limits: limits))
  }

  @Test func aClosedPortIsOffline() async throws {
    let server = try LoopbackHTTPServer(responses: [:])
    let baseURL = server.baseURL
    server.stop()
    #expect(await self.failure(QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: baseURL))) == .offline)
  }

  @Test func anHTTPErrorIsAServerErrorWithItsStatus() async throws {
    #expect(try await self.served("not-json.html", contentType: "text/html", status: 503) == .serverError(status: 503))
  }

  @Test func anythingButAUSGSFeedIsNotAFeed() async throws {
    #expect(try await self.served("not-json.html", contentType: "text/html; charset=utf-8") == .notAFeed)
    #expect(try await self.served("truncated.geojson") == .notAFeed)
    #expect(try await self.file("no-features.json") == .notAFeed)
  }

  @Test func aFeedOverTheCapIsTooLarge() async throws {
    #expect(try await self.file("1.0_day.geojson", limits: QuakesFeedLimits(maxDecodedBytes: 1_000)) == .tooLarge(limit: 1_000))
  }

  @Test func aMissingFeedFileIsUnreadable() async throws {
    let missing = try FixtureFiles.url("1.0_day.geojson").deletingLastPathComponent().appendingPathComponent("missing.geojson")
    #expect(await self.failure(QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: missing))) == .feedFileUnreadable)
  }

  @Test func timeoutsAreTimedOut() {
    #expect(QuakesFailure(QuakesFeedError.stoppedAnswering(url: "u", seconds: 30)) == .timedOut)
    #expect(QuakesFailure(QuakesFeedError.deadlineExceeded(url: "u", seconds: 60)) == .timedOut)
  }

  @Test func anErrorOfNoKnownKindIsUnknown() {
    struct Other : Error {}
    #expect(QuakesFailure(Other()) == .unknown)
  }
}
