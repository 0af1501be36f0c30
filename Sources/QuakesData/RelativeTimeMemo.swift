//  RelativeTimeMemo.swift

import Foundation
import Synchronization

/// Remembers the relative times `QuakeTimeFormat.relative` wrote for one `now`: Foundation's relative
/// formatting costs hundreds of microseconds a call (calendar arithmetic, then ICU), and a list renders
/// hundreds of rows. Foundation's result depends only on the largest calendar unit between the two times
/// and its value, so each string is kept for a class of times that provably get the same unit and value,
/// and Foundation formats only the first time of each class:
/// - less than a day before `now`: the unit (hours, minutes, seconds) and its value, from the whole
///   seconds elapsed, rounded by the next smaller unit as Foundation rounds;
/// - a day or more before `now`: Foundation measures from the end of the day, week, month or year
///   of `now` (whichever unit is the largest between the two times), so the result depends only on
///   that unit and on the local day of the time.
/// Times within two seconds of a boundary between those cases, at or after `now`, and within a day that
/// had a clock change go to Foundation every time. The memo holds one `now`, locale and calendar at a
/// time and at most `capacity` strings: another `now` (a window reads the clock once per render, and
/// all its rows share that `now`) starts it afresh.
final class RelativeTimeMemo : Sendable {
  static let shared = RelativeTimeMemo()
  static let capacity = 1_024

  enum Key : Hashable {
    /// Less than a day ago: the unit and its (negative) value.
    case elapsed(Calendar.Component, Int)
    /// A day or more ago: the unit Foundation aligns `now` to, and the local day number of the time.
    case aligned(Calendar.Component, day: Int)
  }

  private let memo = Mutex<Memo?>(nil)

  /// The number of strings held now.
  var count: Int {
    self.memo.withLock { $0?.strings.count ?? 0 }
  }

  func relative(_ date: Date, now: Date, locale: Locale, calendar: Calendar) -> String {
    self.memo.withLock { memo in
      if memo == nil || !memo!.isFor(now: now, locale: locale, calendar: calendar) {
        memo = Memo(now: now, locale: locale, calendar: calendar)
      }
      guard let key = memo!.key(for: date) else {
        return Self.format(date, now: now, locale: locale, calendar: calendar)
      }
      if let text = memo!.strings[key] {
        return text
      }
      let text = Self.format(date, now: now, locale: locale, calendar: calendar)
      if memo!.strings.count >= Self.capacity {
        memo!.strings.removeAll(keepingCapacity: true)
      }
      memo!.strings[key] = text
      return text
    }
  }

  static func format(_ date: Date, now: Date, locale: Locale, calendar: Calendar) -> String {
    // The anchored style says how far its input is from the anchor: the quake's time anchors, `now` is formatted.
    var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: .named, unitsStyle: .wide)
    style.locale = locale
    style.calendar = calendar
    return style.format(now)
  }
}

extension RelativeTimeMemo {
  struct Memo {
    let now: Date
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone
    /// `now` moved back by one year, month, week and day: the largest unit between a time and `now` is
    /// the first of these the time is at or before.
    let boundaries: [(date: Date, unit: Calendar.Component)]
    /// Whether the day before `now` had no clock change (then hours, minutes and seconds are elapsed time).
    let lastDayIsUniform: Bool
    var strings: [Key: String] = [:]

    /// Times this close to a boundary may fall on either side of it once Foundation rounds them to the second.
    static let margin: TimeInterval = 2

    init(now: Date, locale: Locale, calendar: Calendar) {
      self.now = now
      self.locale = locale
      self.calendar = calendar
      self.timeZone = calendar.timeZone
      self.boundaries = [Calendar.Component.year, .month, .weekOfMonth, .day].compactMap { unit in
        calendar.date(byAdding: unit, value: -1, to: now).map { ($0, unit) }
      }
      self.lastDayIsUniform = self.boundaries.count == 4 && now.timeIntervalSince(self.boundaries[3].date) == 86_400
    }

    func isFor(now: Date, locale: Locale, calendar: Calendar) -> Bool {
      self.now == now && self.locale == locale && self.calendar == calendar
    }

    func key(for date: Date) -> Key? {
      guard self.boundaries.count == 4, date < self.now.addingTimeInterval(-Self.margin) else { return nil }
      for (boundary, unit) in self.boundaries {
        guard abs(date.timeIntervalSince(boundary)) > Self.margin else { return nil }
        if date < boundary {
          return .aligned(unit, day: self.localDay(of: date))
        }
      }
      return self.elapsedKey(for: date)
    }

    private func localDay(of date: Date) -> Int {
      let local = date.timeIntervalSince1970 + Double(self.timeZone.secondsFromGMT(for: date))
      return Int((local / 86_400).rounded(.down))
    }

    private func elapsedKey(for date: Date) -> Key? {
      guard self.lastDayIsUniform else { return nil }
      let elapsed = self.now.timeIntervalSince(date)
      var rounded = elapsed.rounded(.towardZero)
      let fraction = elapsed - rounded
      // Foundation rounds a fraction above one half up; too close to a half to tell, it decides.
      guard abs(fraction - 0.5) > 0.001 else { return nil }
      if fraction > 0.5 {
        rounded += 1
      }
      let whole = Int(rounded)
      let (hours, minutes, seconds) = (whole / 3_600, whole / 60 % 60, whole % 60)
      switch (hours, minutes, seconds) {
      case (0, 0, 0):
        return nil
      case (0, 0, _):
        return .elapsed(.second, -seconds)
      case (0, _, _):
        // Rounded to the nearest minute, as Foundation rounds the largest unit by the next one.
        return .elapsed(.minute, -(minutes + (seconds >= 30 ? 1 : 0)))
      case (_, 0, 1...):
        // Foundation rounds hours by the seconds here, over a range its calendars disagree on: it decides.
        return nil
      default:
        return .elapsed(.hour, -(hours + (minutes >= 30 ? 1 : 0)))
      }
    }
  }
}
