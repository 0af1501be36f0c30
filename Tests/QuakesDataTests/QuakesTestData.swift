//  QuakesTestData.swift
//  Quakes built from short descriptions, on days of a UTC calendar, for the QuakesData tests.

import Foundation
import QuakesData

enum QuakesTestData {
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  static let day1 = QuakeDay(year: 2019, month: 2, day: 15)
  static let day2 = QuakeDay(year: 2019, month: 2, day: 16)
  static let emptyDay = QuakeDay(year: 2019, month: 2, day: 17)

  /// A quake on `day` at `hour`:`minute` UTC.
  static func quake(
    _ quakeId: String,
    magnitude: Double = 2.0,
    day: QuakeDay = day2,
    hour: Int = 12,
    minute: Int = 0,
    updatedMinute: Int? = nil,
    name: String = "Somewhere",
    longitude: Double = 0,
    latitude: Double = 0
  ) -> Quake {
    let time = self.date(day, hour: hour, minute: minute)
    return Quake(
      quakeId: quakeId,
      magnitude: magnitude,
      time: time,
      updated: self.date(day, hour: hour, minute: updatedMinute ?? minute),
      name: name,
      longitude: longitude,
      latitude: latitude
    )
  }

  static func date(_ day: QuakeDay, hour: Int, minute: Int) -> Date {
    self.utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))!
  }

  /// Twelve quakes over two days with assorted names, magnitudes and times, some tied.
  static let sample: [Quake] = [
    quake("a1", magnitude: 4.5, day: day1, hour: 1, name: "10km N of Anchorage, Alaska"),
    quake("a2", magnitude: 1.2, day: day1, hour: 5, name: "5km S of Volcano, Hawaii"),
    quake("a3", magnitude: 2.8, day: day1, hour: 23, minute: 59, name: "Central California"),
    quake("a4", magnitude: 1.2, day: day1, hour: 7, name: "Fairbanks, ALASKA"),
    quake("b1", magnitude: 3.1, day: day2, hour: 0, name: "Southern Alaska"),
    quake("b2", magnitude: 0.9, day: day2, hour: 3, name: "3km W of Cobb, CA"),
    quake("b3", magnitude: 6.2, day: day2, hour: 9, name: "Tonga Islands"),
    quake("b4", magnitude: 2.0, day: day2, hour: 9, name: "Puerto Rico region"),
    quake("b5", magnitude: 2.0, day: day2, hour: 14, name: "12km NE of Ridgecrest, CA"),
    quake("b6", magnitude: 7.4, day: day2, hour: 18, name: "Kermadec Islands, New Zealand"),
    quake("b7", magnitude: 1.5, day: day2, hour: 21, name: "Nevada"),
    quake("b8", magnitude: 4.4, day: day2, hour: 23, minute: 59, name: "Île de Montréal, Québec"),
  ]
}
