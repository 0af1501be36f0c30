//  QuakesTimeIndexTests.swift

import Foundation
import HashTreeCollections
import QuakesData
import TestSupport
import Testing

/// The list selector reads a time index of the quakes: it must list exactly what a scan of every quake
/// lists, and never answer from the index of another collection.
@Suite struct QuakesTimeIndexTests {
  typealias Q = QuakesTestData

  /// What the selector must return: every quake scanned, filtered, then sorted.
  static func scanned(_ state: QuakesState, _ query: QuakesQuery) -> [String] {
    let interval = query.day.interval(calendar: query.calendar)
    let matcher = QuakesNameMatcher(query.searchText.trimmingCharacters(in: .whitespaces))
    return state.quakes.values
      .filter { interval.contains($0.time) && matcher.matches($0.name) }
      .sorted(by: query.sort.areInIncreasingOrder)
      .map(\.quakeId)
  }

  /// `count` quakes over three days, with tied times and magnitudes, mixed case and non-ASCII names.
  static func randomQuakes(count: Int, seed: UInt64) -> [Quake] {
    var generator = SeededGenerator(seed: seed)
    let names = ["Anchorage, ALASKA", "central california", "Île de Montréal, Québec", "İzmir, Türkiye", "Cobb, CA", "Ca Mau, Vietnam"]
    let start = Q.date(Q.day1, hour: 0, minute: 0).timeIntervalSince1970
    return (0 ..< count).map { index in
      // Whole quarter hours over three days: many ties, some exactly on midnight.
      let time = Date(timeIntervalSince1970: start + Double(generator.next() % (3 * 96)) * 900)
      return Quake(
        quakeId: "r\(generator.next() % 1_000_000)-\(index)",
        magnitude: Double(generator.next() % 5) / 2,
        time: time,
        updated: time,
        name: "\(generator.next() % 50)km N of \(names[Int(generator.next() % UInt64(names.count))])",
        longitude: 0,
        latitude: 0
      )
    }
  }

  @Test func everyQueryListsWhatAScanOfEveryQuakeLists() {
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    for seed: UInt64 in 1 ... 2 {
      let state = QuakesState(quakes: Self.randomQuakes(count: 400, seed: seed))
      let index = QuakesTimeIndex(state.quakes)
      for calendar in [Q.utc, tokyo] {
        for day in [Q.day1, Q.day2, Q.emptyDay, QuakeDay(year: 2019, month: 2, day: 14)] {
          for text in ["", "ca", " CA ", "cal", "alaska", "québec", "İzmir", "1km", "zzz"] {
            for key in QuakesSortKey.allCases {
              for order in QuakesSortOrder.allCases {
                let query = QuakesQuery(searchText: text, day: day, sort: QuakesSort(key: key, order: order), calendar: calendar)
                // From the index, and from the selector (the index once built, a scan before).
                let listed = QuakesSelectors.selectQuakes(query: query, from: index).quakes.map(\.quakeId)
                #expect(QuakesSelectors.selectQuakes(query: query)(state).quakes.map(\.quakeId) == listed)
                #expect(listed == Self.scanned(state, query), "seed \(seed) \(calendar.timeZone.identifier) \(day) \"\(text)\" \(key) \(order)")
              }
            }
          }
        }
      }
    }
  }

  @Test func aDayIncludesItsFirstInstantAndExcludesTheNextDays() {
    let midnight = Q.quake("midnight", day: Q.day2, hour: 0)
    let beforeMidnight = Quake(quakeId: "before", magnitude: 2, time: midnight.time.addingTimeInterval(-0.001), updated: midnight.time,
                               name: "Somewhere", longitude: 0, latitude: 0)
    let nextMidnight = Q.quake("next", day: Q.emptyDay, hour: 0)
    let index = QuakesTimeIndex(QuakesState(quakes: [midnight, beforeMidnight, nextMidnight]).quakes)
    let positions = index.positions(in: Q.day2.interval(calendar: Q.utc))
    #expect(index.quakes[positions].map(\.quakeId) == ["midnight"])
  }

  @Test func aChangedCollectionIsNeverAnsweredFromTheIndexOfTheOldOne() {
    let state = QuakesState(quakes: Q.sample)
    let query = QuakesQuery(searchText: "tonga", day: Q.day2, sort: QuakesSort(key: .magnitude), calendar: Q.utc)
    let select = QuakesSelectors.selectQuakes(query: query)
    #expect(select(state).quakes.map(\.magnitude) == [6.2])

    // Same count, one quake revised: the collections differ only in one path of the tree.
    var revised = state
    revised.quakes["b3"] = Q.quake("b3", magnitude: 6.3, day: Q.day2, hour: 9, updatedMinute: 30, name: "Tonga Islands")
    #expect(select(revised).quakes.map(\.magnitude) == [6.3])
    // And back: the old collection is indexed again, not served the revised one's.
    #expect(select(state).quakes.map(\.magnitude) == [6.2])

    var deleted = revised
    deleted.quakes["b3"] = nil
    #expect(select(deleted).quakes.isEmpty)
    #expect(QuakesTimeIndex.of(deleted.quakes).quakes.count == 11)
  }

  @Test func theIndexOfANewCollectionIsBuiltInTheBackgroundAndThenUsed() async {
    var quakes = Q.sample
    quakes.append(Q.quake("background", day: Q.day1, name: "Only in this collection"))
    let state = QuakesState(quakes: quakes)
    // Not built yet: the selector scans (and lists the same), the index follows in the background.
    let query = QuakesQuery(searchText: "only in", day: Q.day1, calendar: Q.utc)
    #expect(QuakesSelectors.selectQuakes(query: query)(state).quakes.map(\.quakeId) == ["background"])
    // Each round waits for the builds to finish (an event); another suite's index may take the single
    // cached place meanwhile, and asking again starts this one's build again.
    var index = QuakesTimeIndex.ready(for: state.quakes)
    for _ in 0 ..< 100 where index == nil {
      await QuakesTimeIndex.untilBackgroundBuildsFinish()
      index = QuakesTimeIndex.ready(for: state.quakes)
    }
    #expect(index?.quakes.count == 13)
  }
}
