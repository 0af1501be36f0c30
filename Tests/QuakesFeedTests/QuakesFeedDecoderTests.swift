//  QuakesFeedDecoderTests.swift

import Foundation
import QuakesData
import QuakesFeed
import Testing

@Suite struct QuakesFeedDecoderTests {
  private func decode(_ name: String) throws -> QuakesFeedContents {
    try QuakesFeedDecoder.decode(FixtureFiles.data(name), from: name)
  }

  @Test func theRealDayFeedDecodesEveryQuake() throws {
    let contents = try self.decode("1.0_day.geojson")
    #expect(contents.quakes.count == 158)
    #expect(contents.skippedCount == 0)
    #expect(contents.title == "USGS Magnitude 1.0+ Earthquakes, Past Day")
    #expect(contents.generated == Date(timeIntervalSince1970: 1_550_361_461))
    let first = try #require(contents.quakes.first)
    #expect(first == Quake(
      quakeId: "ci37532978",
      magnitude: 0.96,
      time: Date(timeIntervalSince1970: 1_550_360_775.470),
      updated: Date(timeIntervalSince1970: 1_550_360_993.593),
      name: "8km NE of Aguanga, CA",
      longitude: -116.7941667,
      latitude: 33.4863333,
      depth: 3.22,
      page: URL(string: "https://earthquake.usgs.gov/earthquakes/eventpage/ci37532978")
    ))
    #expect(Set(contents.quakes.map(\.quakeId)).count == 158)
  }

  @Test func theRealWeekFeedDecodesOffTheMainActor() async throws {
    let contents = try await QuakesFeedDecoder.decodeOffMainActor(FixtureFiles.data("1.0_week.geojson"), from: "week")
    #expect(contents.quakes.count == 1_304)
    #expect(contents.skippedCount == 0)
    #expect(contents.quakes.allSatisfy { $0.magnitude >= 0 && !$0.name.isEmpty })
  }

  @Test func nullMagnitudeIsZeroAndNullPlaceIsUnknown() throws {
    let contents = try self.decode("null-mag-and-place.geojson")
    #expect(contents.skippedCount == 0)
    let byId = Dictionary(uniqueKeysWithValues: contents.quakes.map { ($0.quakeId, $0) })
    #expect(byId["nullmag"]?.magnitude == 0)
    #expect(byId["nullmag"]?.name == "Unmeasured, Nevada")
    #expect(byId["nullplace"]?.name == "Unknown location")
    #expect(byId["nullplace"]?.magnitude == 2.4)
    #expect(byId["nomag"]?.magnitude == 0)
  }

  @Test func featuresWithMissingFieldsAreSkippedAndCounted() throws {
    let contents = try self.decode("missing-fields.geojson")
    #expect(contents.quakes.map(\.quakeId) == ["good"])
    #expect(contents.skippedCount == 6)
  }

  @Test func featuresWithWrongTypesAreSkippedAndCounted() throws {
    let contents = try self.decode("wrong-types.geojson")
    #expect(contents.quakes.map(\.quakeId) == ["good"])
    #expect(contents.quakes.first?.magnitude == 3.25)
    #expect(contents.skippedCount == 7)
    #expect(contents.title == nil)
  }

  @Test func anEmptyFeatureListIsNoQuakes() throws {
    let contents = try self.decode("empty-features.geojson")
    #expect(contents.quakes.isEmpty)
    #expect(contents.skippedCount == 0)
  }

  @Test(arguments: ["truncated.geojson", "not-json.html", "empty-file.geojson"])
  func truncatedOrNonJSONIsMalformed(name: String) throws {
    #expect {
      try self.decode(name)
    } throws: { error in
      guard case QuakesFeedError.malformedJSON(let url, _)? = error as? QuakesFeedError else { return false }
      return url == name
    }
  }

  @Test(arguments: ["no-features.json", "features-not-array.json"])
  func jsonWithoutAFeatureArrayIsNotAFeatureCollection(name: String) throws {
    #expect(throws: QuakesFeedError.notAFeatureCollection(url: name)) {
      try self.decode(name)
    }
  }

  @Test func errorsSayWhatWentWrongAndWhere() {
    #expect(QuakesFeedError.httpStatus(url: "http://x/all_day.geojson", status: 503).errorDescription?.contains("HTTP 503") == true)
    #expect(QuakesFeedError.malformedJSON(url: "u", reason: "r").errorDescription?.contains("truncated or malformed") == true)
    #expect(QuakesFeedError.wrongContentType(url: "u", contentType: "text/html").errorDescription == "The feed at u sent text/html, not JSON.")
  }
}
