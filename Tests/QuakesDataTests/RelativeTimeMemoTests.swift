//  RelativeTimeMemoTests.swift

import Foundation
@testable import QuakesData
import Testing

/// The memo must write exactly what Foundation writes, for every time, in every locale and time zone.
@Suite struct RelativeTimeMemoTests {
  static func calendar(_ timeZone: String) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: timeZone)!
    return calendar
  }

  /// Nows at odd times of day, one on the day the clocks in Los Angeles sprang forward (2024-03-10)
  /// and one the day after they fell back (2024-11-04), and one at the end of a 31-day month.
  static let cases: [(now: Date, calendar: Calendar)] = [
    (Date(timeIntervalSince1970: 1_550_000_000.25), Self.calendar("UTC")),
    (Date(timeIntervalSince1970: 1_710_090_000.5), Self.calendar("America/Los_Angeles")),
    (Date(timeIntervalSince1970: 1_730_740_000.75), Self.calendar("America/Los_Angeles")),
    (Date(timeIntervalSince1970: 1_711_929_599), Self.calendar("Europe/Berlin")),
  ]

  /// Seconds before `now`: dense in the last two hours, every 37 minutes over 40 days, every 1.7 days
  /// over two years, around each boundary between units, and a few ahead of `now`.
  static func offsets(now: Date, calendar: Calendar) -> [TimeInterval] {
    var offsets = Array(stride(from: 0.3, to: 7_200, by: 7.1))
    offsets += stride(from: 7_200, to: 40 * 86_400, by: 37 * 60 + 13.3)
    offsets += stride(from: 40 * 86_400, to: 730 * 86_400, by: 1.7 * 86_400)
    for unit in [Calendar.Component.year, .month, .weekOfMonth, .day, .hour, .minute] {
      let boundary = now.timeIntervalSince(calendar.date(byAdding: unit, value: -1, to: now)!)
      offsets += stride(from: boundary - 3, through: boundary + 3, by: 0.25)
    }
    return offsets + [-1, -59.5, -300, -86_400 * 3]
  }

  @Test(arguments: [Locale(identifier: "en_US"), Locale(identifier: "de_DE")])
  func writesWhatFoundationWrites(locale: Locale) {
    let memo = RelativeTimeMemo()
    for (now, calendar) in Self.cases {
      for offset in Self.offsets(now: now, calendar: calendar) {
        let date = now.addingTimeInterval(-offset)
        let expected = RelativeTimeMemo.format(date, now: now, locale: locale, calendar: calendar)
        let written = memo.relative(date, now: now, locale: locale, calendar: calendar)
        #expect(written == expected, "\(offset) s before \(now) in \(calendar.timeZone.identifier)")
      }
    }
  }

  @Test func oneDayOfQuakesIsFormattedOnce() {
    let memo = RelativeTimeMemo()
    let calendar = Self.calendar("UTC")
    let now = Date(timeIntervalSince1970: 1_550_000_000)
    let dayStart = calendar.startOfDay(for: now.addingTimeInterval(-5 * 86_400))
    let texts = Set((0 ..< 3_300).map { index in
      memo.relative(dayStart.addingTimeInterval(Double(index) * 26), now: now, locale: Locale(identifier: "en_US"), calendar: calendar)
    })
    #expect(texts == ["5 days ago"])
    #expect(memo.count == 1)
  }

  @Test func holdsAtMostItsCapacity() {
    let memo = RelativeTimeMemo()
    let calendar = Self.calendar("UTC")
    let now = Date(timeIntervalSince1970: 1_550_000_000)
    for day in 0 ..< RelativeTimeMemo.capacity + 100 {
      let date = now.addingTimeInterval(-Double(800 + day) * 86_400)
      _ = memo.relative(date, now: now, locale: Locale(identifier: "en_US"), calendar: calendar)
      #expect(memo.count <= RelativeTimeMemo.capacity)
    }
    // Another `now` starts afresh.
    _ = memo.relative(now.addingTimeInterval(-60), now: now.addingTimeInterval(60), locale: Locale(identifier: "en_US"), calendar: calendar)
    #expect(memo.count == 1)
  }
}

/// Magnitudes are remembered per exact value and locale, and write what Foundation writes.
@Suite struct MagnitudeMemoTests {
  @Test func writesWhatFoundationWritesPerValueAndLocale() {
    for locale in [Locale(identifier: "en_US"), Locale(identifier: "de_DE")] {
      for magnitude in [-0.0, 0.0, 0.05, 0.15, 1.25, 4.45, 4.46, 9.95, -1.5] {
        let expected = magnitude.formatted(.number.precision(.fractionLength(1)).locale(locale))
        #expect(QuakeTimeFormat.magnitude(magnitude, locale: locale) == expected)
        #expect(QuakeTimeFormat.magnitude(magnitude, locale: locale) == expected)
      }
    }
  }

  @Test func holdsAtMostItsCapacity() {
    let memo = TextMemo<Int>(capacity: 10)
    for key in 0 ..< 25 {
      #expect(memo.text(for: key, locale: Locale(identifier: "en_US")) { String($0) } == String(key))
      #expect(memo.count <= 10)
    }
    _ = memo.text(for: 1, locale: Locale(identifier: "de_DE")) { String($0) }
    #expect(memo.count == 1)
  }
}
