//  QuakesQuery.swift

import Foundation

/// What one window asks of the quakes: those on `day` whose name contains `searchText`, sorted.
public struct QuakesQuery : Hashable, Sendable {
  public var searchText: String
  public var day: QuakeDay
  public var sort: QuakesSort
  /// Decides where `day` starts and ends (the local calendar in the app).
  public var calendar: Calendar

  public init(searchText: String = "", day: QuakeDay, sort: QuakesSort = QuakesSort(), calendar: Calendar = .current) {
    self.searchText = searchText
    self.day = day
    self.sort = sort
    self.calendar = calendar
  }

  /// The query as a selection's id: equal queries (also searches that differ only in surrounding spaces)
  /// share a subscription, a new one makes a new one.
  public var id: String {
    let trimmed = self.searchText.trimmingCharacters(in: .whitespaces)
    return "\(self.day.year)-\(self.day.month)-\(self.day.day)|\(self.sort.key.rawValue)|\(self.sort.order.rawValue)|\(self.calendar.timeZone.identifier)|\(trimmed)"
  }
}
