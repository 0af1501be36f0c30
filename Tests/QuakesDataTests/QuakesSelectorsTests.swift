//  QuakesSelectorsTests.swift

import Foundation
import QuakesData
import Testing

@Suite struct QuakesSelectorsTests {
  typealias Q = QuakesTestData
  let state = QuakesState(quakes: Q.sample)

  private func ids(_ searchText: String, _ day: QuakeDay, _ key: QuakesSortKey = .time, _ order: QuakesSortOrder = .forward) -> [String] {
    let query = QuakesQuery(searchText: searchText, day: day, sort: QuakesSort(key: key, order: order), calendar: Q.utc)
    return QuakesSelectors.selectQuakes(query: query)(self.state).quakes.map(\.quakeId)
  }

  @Test func everySearchDayAndSortCombinationListsExactlyTheMatchingQuakesInOrder() {
    let expected: [String : [QuakeDay : Set<String>]] = [
      "": [Q.day1: ["a1", "a2", "a3", "a4"], Q.day2: ["b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"], Q.emptyDay: []],
      "alaska": [Q.day1: ["a1", "a4"], Q.day2: ["b1"], Q.emptyDay: []],
      " ca ": [Q.day1: ["a2", "a3"], Q.day2: ["b2", "b5"], Q.emptyDay: []],
      "islands": [Q.day1: [], Q.day2: ["b3", "b6"], Q.emptyDay: []],
      "québec": [Q.day1: [], Q.day2: ["b8"], Q.emptyDay: []],
      "zzz": [Q.day1: [], Q.day2: [], Q.emptyDay: []],
    ]
    for (searchText, byDay) in expected {
      for (day, matching) in byDay {
        for key in QuakesSortKey.allCases {
          for order in QuakesSortOrder.allCases {
            let ids = self.ids(searchText, day, key, order)
            #expect(Set(ids) == matching, "\(searchText) \(day) \(key) \(order)")
            #expect(ids.count == matching.count, "no duplicates")
            let quakes = ids.map { self.state.quakes[$0]! }
            let values = quakes.map { key == .time ? $0.time.timeIntervalSince1970 : $0.magnitude }
            let sorted = order == .forward ? values.sorted() : values.sorted(by: >)
            #expect(values == sorted, "\(searchText) \(day) \(key) \(order) is ordered")
          }
        }
      }
    }
  }

  @Test func sortByTimeForwardAndReverse() {
    #expect(self.ids("", Q.day1) == ["a1", "a2", "a4", "a3"])
    #expect(self.ids("", Q.day1, .time, .reverse) == ["a3", "a4", "a2", "a1"])
  }

  @Test func sortByMagnitudeBreaksTiesByTime() {
    // a2 and a4 share 1.2: the earlier one first going forward, last going in reverse.
    #expect(self.ids("", Q.day1, .magnitude) == ["a2", "a4", "a3", "a1"])
    #expect(self.ids("", Q.day1, .magnitude, .reverse) == ["a1", "a3", "a4", "a2"])
  }

  @Test func daysFollowTheCalendarsTimeZone() {
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    // a3 is 23:59 UTC on day 1: 08:59 on day 2 in Tokyo.
    let query = QuakesQuery(day: Q.day2, calendar: tokyo)
    let ids = QuakesSelectors.selectQuakes(query: query)(self.state).quakes.map(\.quakeId)
    #expect(ids.contains("a3"))
    #expect(!ids.contains("b8"))
  }

  @Test func newestDayAndCounts() {
    #expect(QuakesSelectors.selectNewestDay(calendar: Q.utc)(self.state) == Q.day2)
    #expect(QuakesSelectors.selectNewestDay(calendar: Q.utc)(QuakesState()) == nil)
    #expect(QuakesSelectors.selectTotalCount(state: self.state) == 12)
    #expect(QuakesSelectors.selectQuake(quakeId: "b6")(self.state)?.name == "Kermadec Islands, New Zealand")
    #expect(QuakesSelectors.selectQuake(quakeId: "nope")(self.state) == nil)
    #expect(QuakesSelectors.selectQuake(quakeId: nil)(self.state) == nil)
  }

  @Test func theListFingerprintChangesWithARevision() {
    let query = QuakesQuery(day: Q.day2, calendar: Q.utc)
    let before = QuakesSelectors.selectQuakes(query: query)(self.state)
    var revised = self.state
    revised.quakes["b3"] = Q.quake("b3", magnitude: 6.3, day: Q.day2, hour: 9, updatedMinute: 30, name: "Tonga Islands")
    let after = QuakesSelectors.selectQuakes(query: query)(revised)
    #expect(before != after)
    #expect(before.fingerprint != after.fingerprint)
    #expect(QuakesSelectors.selectQuakes(query: query)(self.state).fingerprint == before.fingerprint)
  }

  /// The map draws the same for any order, so another sort must not make it redraw.
  @Test func theListFingerprintIgnoresTheOrder() {
    let query = QuakesQuery(day: Q.day2, calendar: Q.utc)
    let list = QuakesSelectors.selectQuakes(query: query)(self.state)
    #expect(list.count > 1)
    #expect(QuakeList(list.quakes.reversed()).fingerprint == list.fingerprint)
    #expect(QuakeList(Array(list.quakes.dropFirst())).fingerprint != list.fingerprint)
  }

  @Test func queryIdsDifferForDifferentQueries() {
    let base = QuakesQuery(searchText: "ca", day: Q.day1, calendar: Q.utc)
    var other = base
    other.sort.order = .reverse
    #expect(base.id != other.id)
    var padded = base
    padded.searchText = " ca "
    #expect(base.id == padded.id)
  }
}
