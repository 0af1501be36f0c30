//  QuakeTimeFormat.swift

import Foundation

/// How windows write times: relative in rows ("5 minutes ago"), complete in the subtitle.
public enum QuakeTimeFormat {
  /// "just now", "1 minute ago", "3 hours ago", "2 days ago", "in 5 minutes" for a time ahead of `now`.
  public static func relative(_ date: Date, now: Date = Date()) -> String {
    let seconds = now.timeIntervalSince(date)
    let magnitude = abs(seconds)
    guard magnitude >= 45 else { return "just now" }
    let (count, unit): (Int, String) = switch magnitude {
    case ..<3_600: (max(1, Int((magnitude / 60).rounded())), "minute")
    case ..<86_400: (Int(magnitude / 3_600), "hour")
    case ..<(30 * 86_400): (Int(magnitude / 86_400), "day")
    case ..<(365 * 86_400): (Int(magnitude / (30 * 86_400)), "month")
    default: (Int(magnitude / (365 * 86_400)), "year")
    }
    let phrase = "\(count) \(unit)\(count == 1 ? "" : "s")"
    return seconds >= 0 ? "\(phrase) ago" : "in \(phrase)"
  }

  /// "Saturday, February 16, 2019 at 11:52:55 PM" in the local time zone.
  public static func complete(_ date: Date, timeZone: TimeZone = .current) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEEE, MMMM d, yyyy 'at' h:mm:ss a zzz"
    return formatter.string(from: date)
  }

  /// "Feb 16, 2019" for a day.
  public static func day(_ day: QuakeDay) -> String {
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let month = (1 ... 12).contains(day.month) ? names[day.month - 1] : "?"
    return "\(month) \(day.day), \(day.year)"
  }

  /// Magnitude to one decimal ("4.5").
  public static func magnitude(_ magnitude: Double) -> String {
    String(format: "%.1f", magnitude)
  }
}
