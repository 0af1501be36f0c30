//  QuakesFormatTests.swift

import Foundation
import QuakesData
import Testing

@Suite struct QuakesFormatTests {
  static let bands: [(Double, MagnitudeBand)] = [
    (-0.5, .green), (0.99, .green), (1.0, .yellow), (1.99, .yellow), (2.0, .orange),
    (2.99, .orange), (3.0, .red), (4.99, .red), (5.0, .purple), (6.99, .purple), (7.0, .indigo), (9.1, .indigo),
  ]

  static let relatives: [(Double, String)] = [
    (10, "just now"), (60, "1 minute ago"), (5 * 60, "5 minutes ago"), (3_600, "1 hour ago"),
    (5 * 3_600, "5 hours ago"), (86_400, "1 day ago"), (3 * 86_400, "3 days ago"),
    (65 * 86_400, "2 months ago"), (800 * 86_400, "2 years ago"), (-300, "in 5 minutes"),
  ]

  @Test(arguments: Self.bands)
  func magnitudeBands(magnitude: Double, band: MagnitudeBand) {
    #expect(MagnitudeBand(magnitude: magnitude) == band)
  }

  @Test(arguments: Self.relatives)
  func relativeTimes(secondsAgo: Double, text: String) {
    let now = Date(timeIntervalSince1970: 1_550_000_000)
    #expect(QuakeTimeFormat.relative(now.addingTimeInterval(-secondsAgo), now: now) == text)
  }

  @Test func completeTimeAndDay() {
    let date = Date(timeIntervalSince1970: 1_550_361_175.47)
    #expect(QuakeTimeFormat.complete(date, timeZone: TimeZone(identifier: "America/Los_Angeles")!) == "Saturday, February 16, 2019 at 3:52:55 PM PST")
    #expect(QuakeTimeFormat.day(QuakeDay(year: 2019, month: 2, day: 16)) == "Feb 16, 2019")
    #expect(QuakeTimeFormat.magnitude(4.46) == "4.5")
    #expect(QuakeTimeFormat.magnitude(1) == "1.0")
  }
}
