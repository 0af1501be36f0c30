//  QuakesValidationTests.swift

import Foundation
import ImmutableData
import QuakesData
import Testing
import TestSupport

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

/// A page address in the feed's own form is taken without parsing; every other one as the parse says.
@Suite struct QuakePageAddressTests {
  @Test func theFeedsFormIsKeptAsItIs() {
    let address = "https://earthquake.usgs.gov/earthquakes/eventpage/ci37532978"
    #expect(QuakeValidation.pageAddress(address) == address)
    #expect(QuakeValidation.page(address)?.absoluteString == address)
  }

  @Test func everyOtherAddressIsJudgedByTheParse() {
    #expect(QuakeValidation.pageAddress("https://earthquake.usgs.gov/earthquakes/eventpage/ci1?tab=map") == "https://earthquake.usgs.gov/earthquakes/eventpage/ci1?tab=map")
    #expect(QuakeValidation.pageAddress("HTTPS://EARTHQUAKE.USGS.GOV/x") != nil)
    for refused in [
      "http://earthquake.usgs.gov/x", "https://earthquake.usgs.gov.evil.example/x", "https://user@earthquake.usgs.gov/x",
      "https://earthquake.usgs.gov:8443/x", "https://evil.example/https://earthquake.usgs.gov/", "file:///etc/passwd",
      "https://earthquake.usgs.gov/" + String(repeating: "a", count: QuakeValidation.maximumPageLength),
    ] {
      #expect(QuakeValidation.pageAddress(refused) == nil, "\(refused)")
    }
  }

  @Test func theShortcutAgreesWithTheParseOnRandomAddresses() {
    // Addresses built of the prefix and a random tail over characters either side of the shortcut's set.
    var generator = SeededGenerator(seed: 12)
    let characters = Array("abcXYZ019-._~/?#@:%+ é\u{0}")
    for _ in 0 ..< 2_000 {
      let tail = String((0 ..< Int(generator.next() % 12)).map { _ in characters[Int(generator.next() % UInt64(characters.count))] })
      let address = "https://earthquake.usgs.gov/" + tail
      let parsed: URL? = {
        guard let components = URLComponents(string: address), components.scheme == "https", components.host == QuakeValidation.pageHost,
          components.user == nil, components.password == nil, components.port == nil else { return nil }
        return components.url
      }()
      let expected = parsed?.absoluteString
      #expect(QuakeValidation.pageAddress(address) == expected, "\(address.debugDescription)")
    }
  }

  @Test func aQuakeKeepsItsPageAsTextAndCodesItAsBefore() throws {
    let address = "https://earthquake.usgs.gov/earthquakes/eventpage/us2000jizi"
    let quake = Quake(quakeId: "us2000jizi", magnitude: 4.3, time: Date(timeIntervalSince1970: 0), updated: Date(timeIntervalSince1970: 1),
                      name: "69km NNW of Ayna, Peru", longitude: -74.2343, latitude: -12.1025, depth: 10, page: URL(string: address))
    #expect(quake.pageAddress == address)
    #expect(quake.page == URL(string: address))
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(quake)) as? [String : Any]
    #expect(json?["page"] as? String == address)
    #expect(json?["pageAddress"] == nil)
    #expect(try JSONDecoder().decode(Quake.self, from: JSONEncoder().encode(quake)) == quake)
  }
}
