//  QuakeDay.swift

import Foundation

/// A day of a calendar (month 1...12): the date filter of a quake list.
public struct QuakeDay : Hashable, Codable, Sendable, Comparable {
  public var year: Int
  public var month: Int
  public var day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `date` falls on in `calendar` (its time zone decides where days start).
  public init(_ date: Date, calendar: Calendar = .current) {
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
  }

  public static func today(calendar: Calendar = .current) -> QuakeDay {
    QuakeDay(Date(), calendar: calendar)
  }

  /// This day, or the nearest end of `range`.
  public func clamped(to range: ClosedRange<QuakeDay>) -> QuakeDay {
    min(max(self, range.lowerBound), range.upperBound)
  }

  public static func < (lhs: QuakeDay, rhs: QuakeDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// From the day's first instant (inclusive) to the next day's (exclusive); days are not always 24 hours.
  public func interval(calendar: Calendar = .current) -> Range<Date> {
    let components = DateComponents(year: self.year, month: self.month, day: self.day)
    let start = calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    return start ..< end
  }
}
