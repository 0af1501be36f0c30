//  QuakeRowsTests.swift

import DeclarativeViews
import Foundation
import QuakesData
@testable import QuakesUI
import Testing

/// Quake rows stay the same within a minute and all change when the minute turns (relative times).
@MainActor @Suite("Quake rows")
struct QuakeRowsTests {
  let quakes = [
    Quake(quakeId: "a", magnitude: 2.5, time: Date(timeIntervalSince1970: 1_000), updated: Date(timeIntervalSince1970: 1_000), name: "A", longitude: 0, latitude: 0),
    Quake(quakeId: "b", magnitude: 4.0, time: Date(timeIntervalSince1970: 2_000), updated: Date(timeIntervalSince1970: 2_000), name: "B", longitude: 1, latitude: 1),
  ]

  @Test func withinAMinuteOnlyChangedQuakesDiffer() {
    let old = QuakeRows(quakes: self.quakes, now: Date(timeIntervalSince1970: 6_000))
    var changed = self.quakes
    changed[1] = Quake(quakeId: "b", magnitude: 4.5, time: changed[1].time, updated: Date(timeIntervalSince1970: 3_000), name: "B", longitude: 1, latitude: 1)
    let new = QuakeRows(quakes: changed, now: Date(timeIntervalSince1970: 6_030))
    #expect(ListSplice.between(old, new) == ListSplice(position: 1, removed: 1, added: 1))
    #expect(ListSplice.between(old, QuakeRows(quakes: self.quakes, now: Date(timeIntervalSince1970: 6_030))) == nil)
  }

  @Test func whenTheMinuteTurnsEveryRowIsRebound() {
    let old = QuakeRows(quakes: self.quakes, now: Date(timeIntervalSince1970: 6_000))
    let new = QuakeRows(quakes: self.quakes, now: Date(timeIntervalSince1970: 6_060))
    #expect(ListSplice.between(old, new) == ListSplice(position: 0, removed: 2, added: 2))
  }
}
