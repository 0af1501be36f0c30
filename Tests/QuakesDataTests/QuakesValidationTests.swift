//  QuakesValidationTests.swift

import Foundation
import ImmutableData
import QuakesData
import Testing

@MainActor @Suite struct QuakesValidationTests {
  typealias Q = QuakesTestData

  let now = Date(timeIntervalSince1970: 1_550_400_000)

  @Test func absurdValuesHaveAProblem() {
    let good = Q.quake("good")
    #expect(QuakeValidation.problem(of: good, now: self.now) == nil)
    let cases: [(QuakeProblem, Quake)] = [
      (.magnitude, Quake(quakeId: "m", magnitude: 1e300, time: good.time, updated: good.updated, name: "", longitude: 0, latitude: 0)),
      (.magnitude, Quake(quakeId: "m", magnitude: .nan, time: good.time, updated: good.updated, name: "", longitude: 0, latitude: 0)),
      (.time, Quake(quakeId: "t", magnitude: 2, time: Date(timeIntervalSince1970: 1e297), updated: good.updated, name: "", longitude: 0, latitude: 0)),
      (.time, Quake(quakeId: "t", magnitude: 2, time: good.time, updated: Date(timeIntervalSince1970: -1e12), name: "", longitude: 0, latitude: 0)),
      (.position, Quake(quakeId: "p", magnitude: 2, time: good.time, updated: good.updated, name: "", longitude: .infinity, latitude: 0)),
      (.position, Quake(quakeId: "p", magnitude: 2, time: good.time, updated: good.updated, name: "", longitude: 0, latitude: -90.1)),
    ]
    for (problem, quake) in cases {
      #expect(QuakeValidation.problem(of: quake, now: self.now) == problem)
    }
    #expect(QuakeValidation.problem(magnitude: 2, time: good.time, updated: good.updated, longitude: 0, latitude: 0, depth: .nan, now: self.now) == .depth)
  }

  @Test func theDateChoiceStaysWithinTheDaysQuakesCanHave() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let days = QuakeValidation.days(now: self.now, calendar: calendar)
    #expect(days == QuakeDay(year: 1900, month: 1, day: 1) ... QuakeDay(year: 2019, month: 2, day: 18))
    #expect(QuakeDay(year: 506_713, month: 3, day: 1).clamped(to: days) == days.upperBound)
    #expect(QuakeDay(year: 1, month: 1, day: 1).clamped(to: days) == days.lowerBound)
    #expect(QuakeDay(year: 2019, month: 2, day: 1).clamped(to: days) == QuakeDay(year: 2019, month: 2, day: 1))
  }

  @Test func droppedCacheRowsAreShownAfterTheLoad() async throws {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let cache = FakeCache(stored: [Q.quake("kept")], dropped: QuakeSkips([.magnitude: 1, .time: 1]))
    let listener = QuakesListener(feed: FakeFeedClient(), cache: cache)
    listener.listen(to: store)
    defer { listener.stop() }
    try store.dispatch(action: .ui(.onAppear))
    #expect(await store.listenerActivity.untilIdle())
    #expect(store.state.cacheStatus == .success)
    #expect(store.state.quakes.keys.sorted() == ["kept"])
    #expect(store.state.cacheDroppedRows == QuakeSkips([.magnitude: 1, .time: 1]))
  }
}
