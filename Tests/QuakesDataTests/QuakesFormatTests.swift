//  QuakesFormatTests.swift

import Foundation
import QuakesData
import Testing

@Suite struct QuakesFormatTests {
  static let english = Locale(identifier: "en_US")
  static let german = Locale(identifier: "de_DE")

  static let bands: [(Double, MagnitudeBand)] = [
    (-0.5, .green), (0.99, .green), (1.0, .yellow), (1.99, .yellow), (2.0, .orange),
    (2.99, .orange), (3.0, .red), (4.99, .red), (5.0, .purple), (6.99, .purple), (7.0, .indigo), (9.1, .indigo),
  ]

  static let relatives: [(Double, String, String)] = [
    (10, "10 seconds ago", "vor 10 Sekunden"), (60, "1 minute ago", "vor 1 Minute"),
    (5 * 60, "5 minutes ago", "vor 5 Minuten"), (3_600, "1 hour ago", "vor 1 Stunde"),
    (5 * 3_600, "5 hours ago", "vor 5 Stunden"), (86_400, "yesterday", "gestern"),
    (3 * 86_400, "3 days ago", "vor 3 Tagen"), (65 * 86_400, "2 months ago", "vor 2 Monaten"),
    (-300, "in 5 minutes", "in 5 Minuten"),
  ]

  @Test(arguments: Self.bands)
  func magnitudeBands(magnitude: Double, band: MagnitudeBand) {
    #expect(MagnitudeBand(magnitude: magnitude) == band)
  }

  @Test(arguments: Self.relatives)
  func relativeTimesFollowTheLocale(secondsAgo: Double, english: String, german: String) {
    let now = Date(timeIntervalSince1970: 1_550_000_000)
    let date = now.addingTimeInterval(-secondsAgo)
    #expect(QuakeTimeFormat.relative(date, now: now, locale: Self.english) == english)
    #expect(QuakeTimeFormat.relative(date, now: now, locale: Self.german) == german)
  }

  @Test func completeTimeDayAndMagnitudeFollowTheLocale() throws {
    let date = Date(timeIntervalSince1970: 1_550_361_175.47)
    let pacific = try #require(TimeZone(identifier: "America/Los_Angeles"))
    #expect(QuakeTimeFormat.complete(date, timeZone: pacific, locale: Self.english) == "Saturday, February 16, 2019 at 3:52:55\u{202F}PM PST")
    #expect(QuakeTimeFormat.complete(date, timeZone: pacific, locale: Self.german).hasPrefix("Samstag, 16. Februar 2019 um 15:52:55"))
    let day = QuakeDay(year: 2019, month: 2, day: 16)
    #expect(QuakeTimeFormat.day(day, locale: Self.english) == "Feb 16, 2019")
    #expect(QuakeTimeFormat.day(day, locale: Self.german) == "16. Feb. 2019")
    #expect(QuakeTimeFormat.magnitude(4.46, locale: Self.english) == "4.5")
    #expect(QuakeTimeFormat.magnitude(1, locale: Self.english) == "1.0")
    #expect(QuakeTimeFormat.magnitude(4.46, locale: Self.german) == "4,5")
  }
}
