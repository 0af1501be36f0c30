//  QuakeRows.swift

import DeclarativeViews
import Foundation
import QuakesData

/// The list's rows: the quakes, shown with times relative to `now`. A row is the same as before when
/// its quake is and the minute of `now` is: when the minute turns, the rows are rebound so "5 minutes
/// ago" keeps up, and in between a render changes only the rows whose quake changed.
struct QuakeRows : ListContent {
  let quakes: [Quake]
  let now: Date

  private var minute: Int {
    Int(self.now.timeIntervalSince1970 / 60)
  }

  var count: Int {
    self.quakes.count
  }

  func key(at index: Int) -> String {
    self.quakes[index].quakeId
  }

  func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool {
    guard let other = other as? QuakeRows, other.minute == self.minute else { return false }
    return self.quakes[index] == other.quakes[otherIndex]
  }

  func makeRow(at index: Int) -> View {
    QuakeRow.view(self.quakes[index], now: self.now)
  }
}
