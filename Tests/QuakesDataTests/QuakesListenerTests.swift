//  QuakesListenerTests.swift

import Foundation
import ImmutableData
import QuakesData
import Testing

@MainActor @Suite struct QuakesListenerTests {
  typealias Q = QuakesTestData

  let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)

  private func listen(feed: FakeFeedClient, cache: FakeCache, firstLaunchRange: QuakesFeedRange? = nil) -> QuakesListener {
    let listener = QuakesListener(feed: feed, cache: cache, firstLaunchRange: firstLaunchRange)
    listener.listen(to: self.store)
    return listener
  }

  /// Waits until the listener has done all it was asked (the store counts its work), then checks
  /// `condition`: no polling, and no waiting once it is done.
  private func eventually(_ condition: () async -> Bool) async -> Bool {
    guard await self.store.listenerActivity.untilIdle() else { return false }
    return await condition()
  }

  @Test func appearanceLoadsTheCacheOnce() async throws {
    let cache = FakeCache(stored: [Q.quake("cached")])
    let listener = self.listen(feed: FakeFeedClient(), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    #expect(self.store.state.quakes["cached"] != nil)
    #expect(await self.store.listenerActivity.untilIdle())
    #expect(await cache.calls == [.load])
  }

  @Test(.timeLimit(.minutes(1))) func theCachesProgressReachesTheStore() async throws {
    let cache = FakeCache(stored: [Q.quake("a"), Q.quake("b")])
    await cache.reportProgress()
    let stream = self.store.makeStream()
    let listener = self.listen(feed: FakeFeedClient(), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    for await (_, action) in stream {
      if case .data(.cacheDidRead(let progress)) = action {
        #expect(progress == QuakesLoadProgress(read: 1, total: 2))
        break
      }
    }
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    #expect(self.store.state.cacheLoadProgress == nil)
  }

  @Test(.timeLimit(.minutes(1))) func aLargeCachesNewestQuakesComeFirstThenEveryQuake() async throws {
    let newest = Q.quake("newest", hour: 23)
    let cache = FakeCache(stored: [Q.quake("older", hour: 1), newest])
    await cache.readRecentFirst([newest])
    let stream = self.store.makeStream()
    let listener = self.listen(feed: FakeFeedClient(), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    var loads: [String] = []
    for await (_, action) in stream {
      if case .data(.cacheDidLoadRecent(let loaded)) = action {
        loads.append("recent: \(loaded.quakes.map(\.quakeId))")
      }
      if case .data(.cacheDidLoad(let loaded)) = action {
        loads.append("all: \(loaded.quakes.map(\.quakeId))")
        break
      }
    }
    #expect(loads == ["recent: [\"newest\"]", "all: [\"older\", \"newest\"]"])
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    #expect(self.store.state.quakes.count == 2)
  }

  @Test func aFetchHandsTheCacheExactlyTheInsertedUpdatedAndDeletedQuakes() async throws {
    let unchanged = Q.quake("unchanged")
    let revised = Q.quake("revised", magnitude: 2, updatedMinute: 0)
    let dropped = Q.quake("dropped", magnitude: 3)
    let untouched = Q.quake("untouched")
    let cache = FakeCache(stored: [unchanged, revised, dropped, untouched])
    let feed = FakeFeedClient()
    let listener = self.listen(feed: feed, cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })

    let newRevision = Q.quake("revised", magnitude: 2.5, updatedMinute: 30)
    let new = Q.quake("new")
    await feed.set(.week, .success([unchanged, newRevision, Q.quake("dropped", magnitude: 0, updatedMinute: 1), new, Q.quake("never", magnitude: 0)]))
    try self.store.dispatch(action: .ui(.onTapRefresh(.week)))
    #expect(await self.eventually { await cache.calls.count == 2 })
    #expect(await cache.calls.last == .apply(QuakesChanges(inserted: [new], updated: [newRevision], deleted: ["dropped"])))
    #expect(await feed.fetchedRanges == [.week])
    #expect(self.store.state.quakes.count == 4)
    #expect(self.store.state.lastFetch?.skippedCount == 1)
  }

  @Test func aFetchWithNothingNewWritesNothing() async throws {
    let quake = Q.quake("same")
    let cache = FakeCache()
    let feed = FakeFeedClient([.day: .success([quake])])
    let listener = self.listen(feed: feed, cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onTapRefresh(.day)))
    #expect(await self.eventually { await cache.calls.count == 1 })
    try self.store.dispatch(action: .ui(.onTapRefresh(.day)))
    #expect(await self.eventually { await feed.fetchedRanges.count == 2 && self.store.state.fetchStatus == .success })
    #expect(await self.store.listenerActivity.untilIdle())
    #expect(await cache.calls == [.apply(QuakesChanges(inserted: [quake]))])
  }

  @Test func deletesGoToTheCacheInOrder() async throws {
    let cache = FakeCache(stored: Q.sample)
    let listener = self.listen(feed: FakeFeedClient(), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    try self.store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "b3")))
    try self.store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "not-there")))
    try self.store.dispatch(action: .ui(.onTapDeleteAll))
    #expect(await self.eventually { await cache.calls.count == 3 })
    #expect(await cache.calls == [.load, .apply(QuakesChanges(deleted: ["b3"])), .deleteAll])
    #expect(self.store.state.quakes.isEmpty)
  }

  @Test func anUndoneDeleteGoesBackIntoTheCache() async throws {
    let cache = FakeCache(stored: Q.sample)
    let listener = self.listen(feed: FakeFeedClient(), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    let deleted = try #require(self.store.state.quakes["b3"])
    try self.store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "b3")))
    try self.store.dispatch(action: .ui(.onTapUndoDeleteSelected(quake: deleted)))
    #expect(await self.eventually { await cache.calls.count == 3 })
    #expect(await cache.calls == [.load, .apply(QuakesChanges(deleted: ["b3"])), .apply(QuakesChanges(inserted: [deleted]))])
    #expect(self.store.state.quakes["b3"] == deleted)
  }

  @Test func aFailedFetchKeepsTheQuakesAndTouchesNoCache() async throws {
    let cache = FakeCache(stored: [Q.quake("cached")])
    let feed = FakeFeedClient([.month: .failure(FakeFeedError())])
    let listener = self.listen(feed: feed, cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    try self.store.dispatch(action: .ui(.onTapRefresh(.month)))
    #expect(await self.eventually { self.store.state.fetchStatus?.failure != nil })
    #expect(self.store.state.fetchStatus == .failure(.serverError(status: 503)))
    #expect(self.store.state.quakes.count == 1)
    #expect(await cache.calls == [.load])
  }

  @Test func aFailedCacheWriteIsReported() async throws {
    let cache = FakeCache(failsWrites: true)
    let listener = self.listen(feed: FakeFeedClient([.day: .success([Q.quake("x")])]), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onTapRefresh(.day)))
    #expect(await self.eventually { self.store.state.cacheWriteError != nil })
    #expect(self.store.state.cacheWriteError == .cacheNotSaved)
    #expect(self.store.state.quakes.count == 1)
  }

  /// A full disk is reported in its own words; once writes work again, the next change replaces the
  /// cache's contents with the quakes (the writes it missed included) and the report goes away.
  @Test func aCacheThatMissedWritesCatchesUpAtTheNextChange() async throws {
    struct DiskFull : QuakesFailureReporting {
      var failure: QuakesFailure { .cacheDiskFull }
    }
    let cache = FakeCache(failsWrites: true, failure: DiskFull())
    let listener = self.listen(feed: FakeFeedClient([.day: .success([Q.quake("x"), Q.quake("y"), Q.quake("z")])]), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    try self.store.dispatch(action: .ui(.onTapRefresh(.day)))
    #expect(await self.eventually { self.store.state.cacheWriteError != nil })
    #expect(self.store.state.cacheWriteError == .cacheDiskFull)

    await cache.setFailsWrites(false)
    try self.store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "y")))
    #expect(await self.eventually { self.store.state.cacheWriteError == nil })
    #expect(await cache.calls.last == .replaceAll(count: 2))
    #expect(Set(try await cache.load().quakes.map(\.quakeId)) == ["x", "z"])
    // Caught up: the next change is written as a change again.
    try self.store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "z")))
    #expect(await self.eventually { await cache.calls.last == .apply(QuakesChanges(deleted: ["z"])) })
  }

  /// A cache that could not be read keeps its rows for the user to rescue: it is never replaced.
  @Test func anUnreadableCacheIsNeverReplacedToCatchUp() async throws {
    let cache = FakeCache(failsWrites: true)
    let listener = self.listen(feed: FakeFeedClient([.day: .success([Q.quake("x"), Q.quake("y")])]), cache: cache)
    defer { listener.stop() }
    try self.store.dispatch(action: .data(.cacheDidFailToLoad(.cacheUnreadable)))
    try self.store.dispatch(action: .ui(.onTapRefresh(.day)))
    #expect(await self.eventually { self.store.state.cacheWriteError == .cacheNotSaved })
    await cache.setFailsWrites(false)
    try self.store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "y")))
    #expect(await self.eventually { await cache.calls.last == .apply(QuakesChanges(deleted: ["y"])) })
    #expect(!(await cache.calls).contains { if case .replaceAll = $0 { true } else { false } })
    #expect(self.store.state.cacheWriteError == .cacheNotSaved, "it did not catch up")
  }

  @Test func anEmptyCacheOnFirstLaunchFetchesTheFirstLaunchFeed() async throws {
    let feed = FakeFeedClient([.day: .success([Q.quake("fresh")])])
    let listener = self.listen(feed: feed, cache: FakeCache(), firstLaunchRange: .day)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.quakes["fresh"] != nil })
    #expect(await feed.fetchedRanges == [.day])
  }

  @Test func aFilledCacheDoesNotFetchOnLaunch() async throws {
    let feed = FakeFeedClient()
    let listener = self.listen(feed: feed, cache: FakeCache(stored: [Q.quake("cached")]), firstLaunchRange: .day)
    defer { listener.stop() }
    try self.store.dispatch(action: .ui(.onAppear))
    #expect(await self.eventually { self.store.state.cacheStatus == .success })
    #expect(await self.store.listenerActivity.untilIdle())
    #expect(await feed.fetchedRanges.isEmpty)
  }
}
