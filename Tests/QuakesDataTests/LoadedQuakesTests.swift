//  LoadedQuakesTests.swift

import Foundation
import QuakesData
import Testing

/// A cache load's quakes with their collection built where the load runs, and the reducer keeping it.
@Suite struct LoadedQuakesTests {
  typealias Q = QuakesTestData
  private let order: (Quake, Quake) -> Bool = { ($0.time, $0.quakeId) < ($1.time, $1.quakeId) }

  @Test func aCollectionBuiltOnTwoThreadsHoldsWhatInsertsOneByOneHold() {
    // 10,000 quakes: past the size where the second thread builds the index.
    let quakes = QuakesTimeIndexTests.randomQuakes(count: 10_000, seed: 5)
    let built = QuakeCollection(quakes)
    var inserted = QuakeCollection()
    for quake in quakes {
      inserted[quake.quakeId] = quake
    }
    #expect(built == inserted)
    #expect(built.byTime.all == quakes.sorted(by: self.order))
    #expect(built.byTime.count == quakes.count)
  }

  @Test func anIdGivenTwiceKeepsItsLastQuakeInBothStructures() {
    var quakes = QuakesTimeIndexTests.randomQuakes(count: 6_000, seed: 9)
    let first = quakes[10]
    let again = Quake(quakeId: first.quakeId, magnitude: 4, time: first.time.addingTimeInterval(3_600), updated: first.updated,
                      name: first.name, longitude: 0, latitude: 0)
    quakes.append(again)
    let built = QuakeCollection(quakes)
    #expect(built.count == 6_000)
    #expect(built[first.quakeId] == again)
    #expect(built.byTime.all == built.values.sorted(by: self.order))
  }

  /// A state made from an array builds its collection the same way (it trapped on an id given twice).
  @Test func aStateMadeFromQuakesHoldsTheirCollection() {
    var quakes = QuakesTimeIndexTests.randomQuakes(count: 5_000, seed: 4)
    quakes.append(quakes[0])
    let state = QuakesState(quakes: quakes)
    #expect(state.quakes == QuakeCollection(quakes))
    #expect(state.quakes.count == 5_000)
  }

  @Test func intoAnEmptyStateTheLoadedCollectionIsKeptAsBuilt() {
    let loaded = LoadedQuakes(QuakesTimeIndexTests.randomQuakes(count: 5_000, seed: 3).filter { $0.magnitude > 0 })
    var state = QuakesState(cacheStatus: .waiting)
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoad(loaded)))
    #expect(state.quakes.byTime.shape.nodes == loaded.collection.byTime.shape.nodes, "the reducer rebuilt what the load built")
    #expect(state.cacheStatus == .success)
  }

  @Test func aLoadTheMergeWouldChangeIsMergedAsBefore() {
    // A magnitude of 0 is dropped by the merge; a duplicate id keeps the newer revision, not the last.
    let base = Q.quake("a", magnitude: 2, minute: 0)
    let newer = Quake(quakeId: "a", magnitude: 3, time: base.time, updated: base.updated.addingTimeInterval(60), name: base.name,
                      longitude: base.longitude, latitude: base.latitude)
    let zero = Q.quake("z", magnitude: 0, minute: 1)
    let state = QuakesReducer.reduce(state: QuakesState(), action: .data(.cacheDidLoad([newer, base, zero])))
    #expect(state.quakes["a"] == newer)
    #expect(state.quakes["z"] == nil)
    #expect(state.quakes.byTime.all == [newer])
  }

  @Test func theWholeLoadAfterTheNewestIsKeptAsBuiltWhenNothingElseCameIn() {
    let all = QuakesTimeIndexTests.randomQuakes(count: 5_000, seed: 4).filter { $0.magnitude > 0 }
    let newest = LoadedQuakes(Array(all.suffix(100)))
    var state = QuakesReducer.reduce(state: QuakesReducer.reduce(state: QuakesState(), action: .ui(.onAppear)), action: .data(.cacheDidLoadRecent(newest)))
    #expect(state.quakes.count == 100)
    #expect(state.cacheStatus == .waiting)
    let whole = LoadedQuakes(all, after: newest.collection)
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoad(whole)))
    #expect(state.quakes.byTime.shape.nodes == whole.collection.byTime.shape.nodes, "the reducer rebuilt what the load built")
    #expect(state.cacheStatus == .success)
  }

  @Test func aFetchBetweenTheNewestAndTheWholeLoadIsMergedWithIt() {
    let all = QuakesTimeIndexTests.randomQuakes(count: 3_000, seed: 6).filter { $0.magnitude > 0 }
    let newest = LoadedQuakes(Array(all.suffix(50)))
    var state = QuakesReducer.reduce(state: QuakesState(), action: .data(.cacheDidLoadRecent(newest)))
    let fetched = Quake(quakeId: "fetched", magnitude: 5, time: all[0].time, updated: all[0].updated, name: "New", longitude: 0, latitude: 0)
    state = QuakesReducer.reduce(state: state, action: .data(.feedDidFetch(QuakesFetchReport(range: .hour, quakes: [fetched], source: "test"))))
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoad(LoadedQuakes(all, after: newest.collection))))
    #expect(state.quakes.count == all.count + 1)
    #expect(state.quakes["fetched"] == fetched)
    #expect(state.quakes.byTime.all == state.quakes.values.sorted(by: self.order))
  }

  @Test func deleteAllWhileTheCacheLoadsEndsTheLoadAndKeepsEverythingDeleted() {
    let all = QuakesTimeIndexTests.randomQuakes(count: 300, seed: 8).filter { $0.magnitude > 0 }
    let newest = LoadedQuakes(Array(all.suffix(20)))
    var state = QuakesReducer.reduce(state: QuakesState(), action: .ui(.onAppear))
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoadRecent(newest)))
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidRead(QuakesLoadProgress(read: 100, total: 300))))
    state = QuakesReducer.reduce(state: state, action: .ui(.onTapDeleteAll))
    #expect(state.quakes.isEmpty)
    #expect(state.cacheStatus == .success)
    #expect(state.cacheLoadProgress == nil)
    // The load read its rows before the cache deleted them: they do not come back.
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoadRecent(newest)))
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoad(LoadedQuakes(all, after: newest.collection))))
    #expect(state.quakes.isEmpty)
  }

  @Test func loadedQuakesAreCodedAsTheirArrayInReadOrder() throws {
    let quakes = Array(QuakesTimeIndexTests.randomQuakes(count: 20, seed: 1).reversed())
    let data = try JSONEncoder().encode(LoadedQuakes(quakes))
    #expect(try JSONDecoder().decode([Quake].self, from: data) == quakes)
    #expect(try JSONDecoder().decode(LoadedQuakes.self, from: data) == LoadedQuakes(quakes))
  }

  @Test func progressShowsWhileTheCacheLoadsAndNotAfter() {
    var state = QuakesReducer.reduce(state: QuakesState(), action: .ui(.onAppear))
    let progress = QuakesLoadProgress(read: 300_000, total: 1_000_000)
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidRead(progress)))
    #expect(state.cacheLoadProgress == progress)
    #expect(progress.fraction == 0.3)
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidLoad([])))
    #expect(state.cacheLoadProgress == nil)
    // A report that hopped to the main actor after the load ended changes nothing.
    state = QuakesReducer.reduce(state: state, action: .data(.cacheDidRead(progress)))
    #expect(state.cacheLoadProgress == nil)
    #expect(QuakesLoadProgress(read: 5, total: 0).fraction == 0)
  }
}
