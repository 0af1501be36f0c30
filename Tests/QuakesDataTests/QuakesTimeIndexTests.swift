//  QuakesTimeIndexTests.swift

import Foundation
import HashTreeCollections
import QuakesData
import TestSupport
import Testing

/// The list selector reads the quakes' time index: it must list exactly what a scan of every quake
/// lists, follow every change of the quakes in place, and stay a balanced tree.
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
      // Built at once, and built by inserting one quake at a time: both list what a scan lists.
      var inserted = QuakesTimeIndex()
      for quake in state.quakes.values {
        inserted.insert(quake)
      }
      for calendar in [Q.utc, tokyo] {
        for day in [Q.day1, Q.day2, Q.emptyDay, QuakeDay(year: 2019, month: 2, day: 14)] {
          for text in ["", "ca", " CA ", "cal", "alaska", "québec", "İzmir", "1km", "zzz"] {
            for key in QuakesSortKey.allCases {
              for order in QuakesSortOrder.allCases {
                let query = QuakesQuery(searchText: text, day: day, sort: QuakesSort(key: key, order: order), calendar: calendar)
                let listed = QuakesSelectors.selectQuakes(query: query)(state).quakes.map(\.quakeId)
                #expect(QuakesSelectors.selectQuakes(query: query, from: inserted).quakes.map(\.quakeId) == listed)
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
    let index = QuakesState(quakes: [midnight, beforeMidnight, nextMidnight]).quakes.byTime
    let listed = index.quakes(in: Q.day2.interval(calendar: Q.utc), matching: QuakesNameMatcher(""))
    #expect(listed.map(\.quakeId) == ["midnight"])
    #expect(index.last?.quakeId == "next")
  }

  @Test func aRevisedOrDeletedQuakeIsListedAsItIsNowWhileTheOldStateKeepsItsOwn() {
    let state = QuakesState(quakes: Q.sample)
    let query = QuakesQuery(searchText: "tonga", day: Q.day2, sort: QuakesSort(key: .magnitude), calendar: Q.utc)
    let select = QuakesSelectors.selectQuakes(query: query)
    #expect(select(state).quakes.map(\.magnitude) == [6.2])

    var revised = state
    revised.quakes["b3"] = Q.quake("b3", magnitude: 6.3, day: Q.day2, hour: 9, updatedMinute: 30, name: "Tonga Islands")
    #expect(select(revised).quakes.map(\.magnitude) == [6.3])
    #expect(select(state).quakes.map(\.magnitude) == [6.2])

    // Revised to another day: it leaves the first day's list and joins the other's.
    var moved = revised
    moved.quakes["b3"] = Q.quake("b3", magnitude: 6.3, day: Q.day1, hour: 9, updatedMinute: 40, name: "Tonga Islands")
    #expect(select(moved).quakes.isEmpty)
    #expect(QuakesSelectors.selectQuakes(query: QuakesQuery(searchText: "tonga", day: Q.day1, calendar: Q.utc))(moved).quakes.map(\.quakeId) == ["b3"])

    var deleted = revised
    deleted.quakes["b3"] = nil
    #expect(select(deleted).quakes.isEmpty)
    #expect(deleted.quakes.byTime.count == 11)
    #expect(revised.quakes.byTime.count == 12)
  }

  @Test func randomInsertsRevisionsAndRemovalsKeepTheTreeSortedBalancedAndWithinItsBounds() {
    let (leaf, branch) = (QuakesTimeIndex.leafCapacity, QuakesTimeIndex.branchCapacity)
    var generator = SeededGenerator(seed: 7)
    let pool = Self.randomQuakes(count: 3_000, seed: 3)
    var quakes = QuakeCollection()
    for step in 0 ..< 12_000 {
      let quake = pool[Int(generator.next() % UInt64(pool.count))]
      // Mostly inserts and revisions first, mostly removals in the last third.
      if generator.next() % 3 == 0 || step > 8_000 && generator.next() % 5 != 0 {
        quakes[quake.quakeId] = nil
      } else {
        quakes[quake.quakeId] = Quake(
          quakeId: quake.quakeId, magnitude: quake.magnitude, time: quake.time.addingTimeInterval(Double(step % 5) * 3_600),
          updated: quake.updated, name: quake.name, longitude: 0, latitude: 0
        )
      }
      if step % 1_000 == 999 {
        let shape = quakes.byTime.shape
        #expect(quakes.byTime.all == quakes.values.sorted { ($0.time, $0.quakeId) < ($1.time, $1.quakeId) }, "step \(step)")
        #expect(shape.depth != nil, "leaves at different depths at step \(step)")
        #expect(shape.leafSizes.allSatisfy { $0 <= leaf } && shape.branchSizes.allSatisfy { $0 <= branch }, "a node over capacity at step \(step)")
        // Under a quarter full only where the tree has one node on that level (a small tree's root).
        #expect(shape.leafSizes.count == 1 || shape.leafSizes.allSatisfy { $0 >= leaf / 4 }, "an underfull leaf at step \(step): \(shape.leafSizes)")
        #expect(shape.branchSizes.dropFirst().allSatisfy { $0 >= branch / 4 }, "an underfull branch at step \(step)")
      }
    }
    for quakeId in Array(quakes.keys).dropFirst(10) {
      quakes[quakeId] = nil
    }
    #expect(quakes.byTime.count == 10)
    #expect(quakes.byTime.shape.depth == 1, "ten quakes left in a tree deeper than one leaf")
  }

  @Test func aRevisionCopiesOnePathOfTheIndexAndSharesTheRest() {
    let state = QuakesState(quakes: Self.randomQuakes(count: 20_000, seed: 5))
    let before = state.quakes.byTime.shape
    let depth = before.depth ?? 0
    #expect(depth >= 3)
    // Built at once: nodes of even sizes, none under a quarter full.
    let (leaf, branch) = (QuakesTimeIndex.leafCapacity, QuakesTimeIndex.branchCapacity)
    #expect(
      before.leafSizes.allSatisfy { (leaf / 4 ... leaf).contains($0) } && before.branchSizes.dropFirst().allSatisfy { (branch / 4 ... branch).contains($0) }
    )

    var revised = state
    let quake = state.quakes.byTime.all[12_345]
    revised.quakes[quake.quakeId] = Quake(
      quakeId: quake.quakeId, magnitude: quake.magnitude + 1, time: quake.time, updated: quake.updated.addingTimeInterval(60),
      name: quake.name, longitude: 0, latitude: 0
    )
    let after = revised.quakes.byTime.shape
    // The path to the quake is copied (at most one more node per level for a split); the old state's
    // index is untouched.
    #expect(after.nodes.subtracting(before.nodes).count <= 2 * depth)
    #expect(before.nodes.count - before.nodes.intersection(after.nodes).count <= depth)
    #expect(state.quakes.byTime.shape.nodes == before.nodes)
    #expect(state.quakes[quake.quakeId] == quake)
  }

  @Test func aLargeMergeRebuildsTheIndexAndASmallOneUpdatesIt() {
    var quakes = QuakeCollection()
    let keepNewer: (Quake?, Quake) -> Quake? = { existing, quake in
      if let existing, existing.updated > quake.updated { return existing }
      return quake
    }
    quakes.merge(Self.randomQuakes(count: 3_000, seed: 11), resolve: keepNewer)
    let revisions = Self.randomQuakes(count: 3_000, seed: 11).prefix(5).map {
      Quake(quakeId: $0.quakeId, magnitude: 4, time: $0.time.addingTimeInterval(-86_400), updated: $0.updated.addingTimeInterval(1),
            name: $0.name, longitude: 0, latitude: 0)
    }
    let rebuilt = quakes
    // Built at once: every leaf three quarters full at most (inserts one by one fill them up).
    #expect(rebuilt.byTime.shape.leafSizes.max() ?? 0 <= QuakesTimeIndex.leafCapacity * 3 / 4)
    quakes.merge(revisions, resolve: keepNewer)
    let order: (Quake, Quake) -> Bool = { ($0.time, $0.quakeId) < ($1.time, $1.quakeId) }
    #expect(quakes.byTime.all == quakes.values.sorted(by: order))
    #expect(rebuilt.byTime.all == rebuilt.values.sorted(by: order))
    #expect(quakes.byTime.shape.nodes.intersection(rebuilt.byTime.shape.nodes).isEmpty == false, "the small merge rebuilt the index")
  }

  @Test func theQuakesEncodeAsTheirDictionaryAndDecodeWithTheirIndex() throws {
    let state = QuakesState(quakes: Q.sample)
    let data = try JSONEncoder().encode(state.quakes)
    #expect(try JSONDecoder().decode(TreeDictionary<String, Quake>.self, from: data) == state.quakes.byId)
    let decoded = try JSONDecoder().decode(QuakeCollection.self, from: data)
    #expect(decoded == state.quakes)
    #expect(decoded.byTime.all == state.quakes.byTime.all)
  }
}
