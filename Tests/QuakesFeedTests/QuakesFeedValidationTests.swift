//  QuakesFeedValidationTests.swift

import Foundation
import QuakesData
import QuakesFeed
import Testing

/// Features with impossible values are skipped and counted by reason; the rest of the feed loads.
@Suite struct QuakesFeedValidationTests {
  let now = Date(timeIntervalSince1970: 1_550_400_000)

  private func feature(_ id: String, mag: String = "2.5", time: String = "1550360000000", updated: String = "1550360100000", coordinates: String = "[-117.1,38.2,5]", place: String = "\"x\"") -> String {
    #"{"type":"Feature","properties":{"mag":\#(mag),"place":\#(place),"time":\#(time),"updated":\#(updated)},"geometry":{"type":"Point","coordinates":\#(coordinates)},"id":"\#(id)"}"#
  }

  private func decode(_ features: [String]) throws -> QuakesFeedContents {
    let json = #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    return try QuakesFeedDecoder.decode(Data(json.utf8), from: "test", now: self.now)
  }

  @Test func anAbsurdMagnitudeOrTimeIsSkippedNotCached() throws {
    let contents = try self.decode([
      self.feature("good"),
      self.feature("hugemag", mag: "1e300"),
      self.feature("hugetime", time: "1e300"),
    ])
    #expect(contents.quakes.map(\.quakeId) == ["good"])
    #expect(contents.skipped == QuakeSkips([.magnitude: 1, .time: 1]))
    #expect(contents.skipped.reasons == "1 with a magnitude outside −2 to 10, 1 with a time before 1900 or more than a day ahead")
  }

  @Test func everyRangeIsChecked() throws {
    let contents = try self.decode([
      self.feature("mag-low", mag: "-2.5"),
      self.feature("mag-high", mag: "10.5"),
      self.feature("before-1900", time: "-2208988800001"),
      self.feature("two-days-ahead", time: "\((1_550_400_000 + 2 * 86_400) * 1_000)"),
      self.feature("updated-absurd", updated: "1e300"),
      self.feature("lat", coordinates: "[1,90.5,5]"),
      self.feature("lon", coordinates: "[180.5,1,5]"),
      self.feature("deep", coordinates: "[1,1,1200]"),
      self.feature("high", coordinates: "[1,1,-60]"),
      // At the edges: kept.
      self.feature("edges", mag: "-2", time: "\((1_550_400_000 + 86_000) * 1_000)", coordinates: "[180,-90,-3.5]"),
      self.feature("no-depth", coordinates: "[-180,90]"),
    ])
    #expect(contents.quakes.map(\.quakeId) == ["edges", "no-depth"])
    #expect(contents.skipped == QuakeSkips([.magnitude: 2, .time: 3, .position: 2, .depth: 2]))
  }

  @Test func theRealFeedsAreWithinEveryRange() throws {
    for name in ["1.0_day.geojson", "1.0_week.geojson"] {
      let contents = try QuakesFeedDecoder.decode(FixtureFiles.data(name), from: name, now: self.now)
      #expect(contents.skipped.isEmpty)
    }
  }

  @Test func aPlaceWithNULIsKeptExactly() throws {
    let contents = try self.decode([self.feature("nul", place: #""q\u0000r""#)])
    #expect(contents.quakes.first?.name == "q\u{0}r")
  }

  @Test func aBrokenFeedSaysWhatWasSkippedInTheWindow() {
    var skipped = QuakeSkips()
    skipped.add(.unreadable, count: 2)
    skipped.add(.time)
    #expect(skipped.total == 3)
    #expect(skipped.reasons == "2 with missing or unreadable fields, 1 with a time before 1900 or more than a day ahead")
  }
}
