//  QuakesFeedPageTests.swift

import Foundation
import QuakesData
import QuakesFeed
import Testing

/// The decoder keeps each quake's depth and its page on earthquake.usgs.gov, and nothing else as a page.
@Suite struct QuakesFeedPageTests {
  let now = Date(timeIntervalSince1970: 1_550_400_000)

  private func decode(url: String) throws -> Quake? {
    let json = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"mag":2.5,"place":"x","time":1550360000000,"updated":1550360100000,"url":\#(url)},"geometry":{"type":"Point","coordinates":[-117.1,38.2,5.25]},"id":"q"}]}"#
    return try QuakesFeedDecoder.decode(Data(json.utf8), from: "test", now: self.now).quakes.first
  }

  @Test func theRealFeedKeepsPagesAndDepths() throws {
    let data = try Data(contentsOf: FixtureFiles.url("1.0_day.geojson"))
    let quakes = try QuakesFeedDecoder.decode(data, from: "fixture", now: self.now).quakes
    let first = try #require(quakes.first { $0.quakeId == "ci37532978" })
    #expect(first.page?.absoluteString == "https://earthquake.usgs.gov/earthquakes/eventpage/ci37532978")
    #expect(first.depth == 3.22)
    #expect(quakes.allSatisfy { $0.page != nil && $0.depth != nil })
  }

  @Test func onlyHttpsPagesOnTheUSGSSiteAreKept() throws {
    #expect(try self.decode(url: #""https://earthquake.usgs.gov/earthquakes/eventpage/q""#)?.page != nil)
    for refused in [
      #""http://earthquake.usgs.gov/earthquakes/eventpage/q""#,
      #""https://earthquake.usgs.gov.example.com/q""#,
      #""https://evil@earthquake.usgs.gov/q""#,
      #""https://earthquake.usgs.gov:8443/q""#,
      #""file:///etc/passwd""#,
      #""javascript:alert(1)""#,
      #""not a url""#,
      "42",
      "null",
      "\"https://earthquake.usgs.gov/\(String(repeating: "a", count: 2_100))\"",
    ] {
      let quake = try #require(try self.decode(url: refused), "the quake itself is kept for \(refused)")
      #expect(quake.page == nil, "\(refused) is no page")
      #expect(quake.depth == 5.25)
    }
  }
}
