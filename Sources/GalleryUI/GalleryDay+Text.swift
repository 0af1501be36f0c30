//  GalleryDay+Text.swift

import Foundation
import GalleryData
import Localization

extension GalleryDay {
  /// The day as the user's locale writes it ("Jun 21, 2026", "21. Juni 2026").
  func text(locale: Locale = Localization.locale) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    // Noon, so that no time zone rule moves the day.
    guard let date = calendar.date(from: DateComponents(year: self.year, month: self.month, day: self.day, hour: 12)) else {
      return "\(self.year)-\(self.month)-\(self.day)"
    }
    return Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: .gmt).format(date)
  }
}
