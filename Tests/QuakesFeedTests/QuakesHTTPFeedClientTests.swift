//  QuakesHTTPFeedClientTests.swift

import Foundation
import QuakesData
import QuakesFeed
import TestSupport
import Testing

@Suite(.serialized) struct QuakesHTTPFeedClientTests {
  private func server(_ responses: [String : LoopbackHTTPServer.Response]) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(responses: responses)
  }

  private func json(_ name: String, contentType: String = "application/json", status: Int = 200) throws -> LoopbackHTTPServer.Response {
    LoopbackHTTPServer.Response(status: status, contentType: contentType, body: try FixtureFiles.data(name))
  }

  @Test func fetchesEachRangeFromTheBaseURL() async throws {
    let server = try self.server([
      "/all_day.geojson": try self.json("1.0_day.geojson"),
      "/all_week.geojson": try self.json("1.0_week.geojson", contentType: "application/geo+json; charset=utf-8"),
    ])
    defer { server.stop() }
    let client = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: server.baseURL))
    let day = try await client.fetch(.day)
    #expect(day.quakes.count == 158)
    #expect(day.range == .day)
    #expect(day.source == server.baseURL.appendingPathComponent("all_day.geojson").absoluteString)
    #expect(try await client.fetch(.week).quakes.count == 1_304)
  }

  @Test func anHTTPErrorIsAClearFailure() async throws {
    let server = try self.server(["/all_hour.geojson": try self.json("not-json.html", contentType: "text/html", status: 503)])
    defer { server.stop() }
    let client = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: server.baseURL))
    await #expect(throws: QuakesFeedError.httpStatus(url: server.baseURL.appendingPathComponent("all_hour.geojson").absoluteString, status: 503)) {
      try await client.fetch(.hour)
    }
    // A path the server does not know is a 404, not an empty feed.
    await #expect(throws: QuakesFeedError.self) { try await client.fetch(.month) }
  }

  @Test func theWrongContentTypeIsAClearFailure() async throws {
    let server = try self.server(["/all_day.geojson": try self.json("not-json.html", contentType: "text/html; charset=utf-8")])
    defer { server.stop() }
    let client = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: server.baseURL))
    await #expect(throws: QuakesFeedError.wrongContentType(url: server.baseURL.appendingPathComponent("all_day.geojson").absoluteString, contentType: "text/html; charset=utf-8")) {
      try await client.fetch(.day)
    }
  }

  @Test func aTruncatedBodyIsMalformed() async throws {
    let server = try self.server(["/all_day.geojson": try self.json("truncated.geojson")])
    defer { server.stop() }
    let client = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: server.baseURL))
    await #expect {
      try await client.fetch(.day)
    } throws: { error in
      if case QuakesFeedError.malformedJSON? = error as? QuakesFeedError { return true }
      return false
    }
  }

  @Test func aClosedPortIsUnreachable() async throws {
    let server = try self.server([:])
    let baseURL = server.baseURL
    server.stop()
    let client = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: baseURL), limits: QuakesFeedLimits(readTimeout: 5))
    await #expect {
      try await client.fetch(.day)
    } throws: { error in
      (error as? QuakesFeedError)?.isUnreachable == true
    }
  }

  @Test func fileURLsWorkAsADirectoryOrASingleFeed() async throws {
    let directory = try FixtureFiles.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(at: FixtureFiles.url("1.0_day.geojson"), to: directory.appendingPathComponent("all_month.geojson"))
    let fromDirectory = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: directory))
    #expect(try await fromDirectory.fetch(.month).quakes.count == 158)
    await #expect(throws: QuakesFeedError.self) { try await fromDirectory.fetch(.hour) }
    let single = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: try FixtureFiles.url("null-mag-and-place.geojson")))
    #expect(try await single.fetch(.hour).quakes.count == 3)
    #expect(try await single.fetch(.month).quakes.count == 3)
  }

  @Test func locationsParseURLsAndPaths() {
    #expect(QuakesFeedLocation(argument: "http://127.0.0.1:8080/feeds/")?.url(for: .day).absoluteString == "http://127.0.0.1:8080/feeds/all_day.geojson")
    #expect(QuakesFeedLocation(argument: "file:///tmp/sample.geojson")?.url(for: .week).path == "/tmp/sample.geojson")
    #expect(QuakesFeedLocation(argument: "/tmp/feeds")?.url(for: .hour).path == "/tmp/feeds/all_hour.geojson")
    #expect(QuakesFeedLocation(argument: "not a url") == nil)
    #expect(QuakesFeedLocation().url(for: .month).absoluteString == "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_month.geojson")
  }
}
