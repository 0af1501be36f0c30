//  QuakesStoreTests.swift
//  Exhaustive store tests (ImmutableDataTesting) of Quakes with its listener on a fake feed and cache:
//  each action sent and each one the listener dispatches back states the whole change it makes, and the
//  test ends when the listener's work is done (nothing polled for).

import HashTreeCollections
import ImmutableData
import ImmutableDataTesting
import QuakesData
import Testing

@MainActor @Suite struct QuakesStoreTests {
  typealias Q = QuakesTestData

  @Test func theFirstAppearanceLoadsTheCacheIntoTheState() async throws {
    let cached = Q.quake("cached")
    let cache = FakeCache(stored: [cached])
    let test = TestStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = QuakesListener(feed: FakeFeedClient(), cache: cache)
    listener.listen(to: test.store)
    try test.send(.ui(.onAppear)) { $0.cacheStatus = .waiting }
    await test.receive(.data(.cacheDidLoad([cached]))) {
      $0.quakes = ["cached": cached]
      $0.cacheStatus = .success
    }
    // A second window appearing loads nothing more.
    try test.send(.ui(.onAppear))
    await test.finish()
    #expect(await cache.calls == [.load])
  }

  @Test func aDeletedQuakeLeavesTheCacheWithNothingDispatched() async throws {
    let kept = Q.quake("kept")
    let gone = Q.quake("gone")
    let cache = FakeCache(stored: [kept, gone])
    let test = TestStore(initialState: QuakesState(quakes: ["kept": kept, "gone": gone], cacheStatus: .success), reducer: QuakesReducer.reduce)
    let listener = QuakesListener(feed: FakeFeedClient(), cache: cache)
    listener.listen(to: test.store)
    try test.send(.ui(.onTapDeleteSelected(quakeId: "gone"))) { $0.quakes["gone"] = nil }
    await test.finish()
    #expect(await cache.calls == [.apply(QuakesChanges(deleted: ["gone"]))])
  }

  @Test func aFailedFetchIsReceivedAsAFailure() async throws {
    let feed = FakeFeedClient([.day: .failure(FakeFeedError())])
    // The listener words the failure as the window shows it: serverError(status: 503).
    let test = TestStore(initialState: QuakesState(cacheStatus: .success), reducer: QuakesReducer.reduce)
    let listener = QuakesListener(feed: feed, cache: FakeCache())
    listener.listen(to: test.store)
    try test.send(.ui(.onTapRefresh(.day))) { $0.fetchStatus = .waiting }
    await test.receive(.data(.feedDidFailToFetch(range: .day, failure: .serverError(status: 503)))) {
      $0.fetchStatus = .failure(.serverError(status: 503))
    }
    await test.finish()
  }
}
