//  QuakeTimeFormat.swift

import Foundation

/// How windows write times and magnitudes, in a locale through Foundation's format styles: relative in
/// rows ("5 minutes ago", "vor 5 Minuten"), complete in the details, the day on the date button. Windows
/// pass the user's (`Localization.locale`): Foundation's own is always "en_001" on Linux.
public enum QuakeTimeFormat {
  /// "5 minutes ago", "yesterday", "in 5 minutes" for a time ahead of `now`. Memoized per `now`
  /// (`RelativeTimeMemo`): the list writes one for every visible row on each render.
  public static func relative(_ date: Date, now: Date = Date(), locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent) -> String {
    RelativeTimeMemo.shared.relative(date, now: now, locale: locale, calendar: calendar)
  }

  /// "Saturday, February 16, 2019 at 11:52:55 PM PST" in the local time zone.
  public static func complete(_ date: Date, timeZone: TimeZone = .current, locale: Locale = .autoupdatingCurrent) -> String {
    Date.FormatStyle(date: .complete, time: .complete, locale: locale, timeZone: timeZone).format(date)
  }

  /// "Feb 16, 2019" for a day.
  public static func day(_ day: QuakeDay, locale: Locale = .autoupdatingCurrent) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    // Noon, so that no time zone rule moves the day.
    guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) else {
      return "\(day.year)-\(day.month)-\(day.day)"
    }
    return Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: .gmt).format(date)
  }

  /// Magnitude to one decimal ("4.5", "4,5"). Memoized per value (its exact bits: -0.0 is not 0.0).
  public static func magnitude(_ magnitude: Double, locale: Locale = .autoupdatingCurrent) -> String {
    Self.magnitudes.text(for: magnitude.bitPattern, locale: locale) { bits in
      Double(bitPattern: bits).formatted(.number.precision(.fractionLength(1)).locale(locale))
    }
  }

  /// Feeds give magnitudes to two decimals at most, from −2 to 10: about 1,200 values.
  static let magnitudes = TextMemo<UInt64>(capacity: 2_048)
}
