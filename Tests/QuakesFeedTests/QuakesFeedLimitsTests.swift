//  QuakesFeedLimitsTests.swift

import Foundation
import QuakesData
import QuakesFeed
import TestSupport
import Testing

/// The deadline, the read timeout and the size caps, against the loopback server. Small limits keep
/// the tests quick; the outcome (which error) is checked, never how long it took.
@Suite(.serialized) struct QuakesFeedLimitsTests {
  private func client(_ server: LoopbackHTTPServer, _ limits: QuakesFeedLimits) -> QuakesHTTPFeedClient {
    QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: server.baseURL), limits: limits)
  }

  private func url(_ server: LoopbackHTTPServer) -> String {
    server.baseURL.appendingPathComponent("all_day.geojson").absoluteString
  }

  @Test func aTrickledBodyMeetsTheTotalDeadline() async throws {
    // One byte every 0.5 s: the read timeout (5 s) never fires, only the 2 s deadline can stop it.
    let body = Data(#"{"type":"FeatureCollection","features":[]}"#.utf8)
    let server = try LoopbackHTTPServer(responses: [
      "/all_day.geojson": .init(status: 200, contentType: "application/json", body: body, trickleInterval: 0.5),
    ])
    defer { server.stop() }
    let client = self.client(server, QuakesFeedLimits(deadline: 2, readTimeout: 5))
    await #expect(throws: QuakesFeedError.deadlineExceeded(url: self.url(server), seconds: 2)) {
      try await client.fetch(.day)
    }
    let message = QuakesFeedError.deadlineExceeded(url: self.url(server), seconds: 2).errorDescription ?? ""
    #expect(message.hasPrefix("The feed server stopped answering"))
    #expect(!message.contains("NSURLErrorDomain"))
  }

  @Test func aSilentServerIsStoppedAnsweringNotAnNSURLErrorCode() async throws {
    let body = Data(#"{"type":"FeatureCollection","features":[]}"#.utf8)
    let server = try LoopbackHTTPServer(responses: [
      "/all_day.geojson": .init(status: 200, contentType: "application/json", body: body, trickleInterval: 30),
    ])
    defer { server.stop() }
    let client = self.client(server, QuakesFeedLimits(deadline: 20, readTimeout: 1))
    await #expect {
      try await client.fetch(.day)
    } throws: { error in
      let message = (error as? QuakesFeedError)?.errorDescription ?? ""
      return error as? QuakesFeedError == .stoppedAnswering(url: self.url(server), seconds: 1)
        && message.hasPrefix("The feed server stopped answering") && !message.contains("-1001")
    }
  }

  @Test func aBodyLargerThanTheDownloadCapIsRefused() async throws {
    let server = try LoopbackHTTPServer(responses: [
      "/all_day.geojson": .init(status: 200, contentType: "application/json", body: Data(repeating: 0x20, count: 4 * QuakesFeedLimits.mebibyte)),
    ])
    defer { server.stop() }
    let client = self.client(server, QuakesFeedLimits(maxDownloadBytes: QuakesFeedLimits.mebibyte))
    await #expect(throws: QuakesFeedError.tooLarge(url: self.url(server), limit: QuakesFeedLimits.mebibyte)) {
      try await client.fetch(.day)
    }
    #expect(QuakesFeedError.tooLarge(url: "u", limit: 64 * QuakesFeedLimits.mebibyte).errorDescription?.hasPrefix("The feed is larger than 64 MiB") == true)
  }

  @Test func aBodyLargerThanTheDecodedCapIsRefusedWhileStreaming() async throws {
    let server = try LoopbackHTTPServer(responses: [
      "/all_day.geojson": .init(status: 200, contentType: "application/json", body: Data(repeating: 0x20, count: 4 * QuakesFeedLimits.mebibyte)),
    ])
    defer { server.stop() }
    let client = self.client(server, QuakesFeedLimits(maxDecodedBytes: 100_000))
    await #expect(throws: QuakesFeedError.tooLarge(url: self.url(server), limit: 100_000)) {
      try await client.fetch(.day)
    }
  }

  @Test func aGzipBombIsRefusedByTheDecodedCap() async throws {
    // 16 KB on the wire, 16 MiB once decompressed.
    let server = try LoopbackHTTPServer(responses: [
      "/all_day.geojson": .init(
        status: 200, contentType: "application/json", body: try FixtureFiles.data("bomb-16MiB.geojson.gz"), headers: ["Content-Encoding": "gzip"]
      ),
    ])
    defer { server.stop() }
    let client = self.client(server, QuakesFeedLimits(maxDownloadBytes: QuakesFeedLimits.mebibyte, maxDecodedBytes: QuakesFeedLimits.mebibyte))
    await #expect(throws: QuakesFeedError.tooLarge(url: self.url(server), limit: QuakesFeedLimits.mebibyte)) {
      try await client.fetch(.day)
    }
  }

  @Test func aGzipFeedWithinTheCapsDecodes() async throws {
    let server = try LoopbackHTTPServer(responses: [
      "/all_day.geojson": .init(
        status: 200, contentType: "application/json", body: try FixtureFiles.data("1.0_day.geojson.gz"), headers: ["Content-Encoding": "gzip"]
      ),
    ])
    defer { server.stop() }
    let client = self.client(server, QuakesFeedLimits(maxDownloadBytes: QuakesFeedLimits.mebibyte, maxDecodedBytes: QuakesFeedLimits.mebibyte))
    #expect(try await client.fetch(.day).quakes.count == 158)
  }

  @Test func aFileLargerThanTheCapIsRefusedWithoutReadingIt() async throws {
    let client = QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: try FixtureFiles.url("1.0_week.geojson")), limits: QuakesFeedLimits(maxDecodedBytes: 100_000))
    await #expect {
      try await client.fetch(.day)
    } throws: { error in
      guard case QuakesFeedError.tooLarge(_, let limit)? = error as? QuakesFeedError else { return false }
      return limit == 100_000
    }
  }
}
