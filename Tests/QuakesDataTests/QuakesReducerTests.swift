//  QuakesReducerTests.swift

import Foundation
import QuakesData
import Testing

@Suite struct QuakesReducerTests {
  typealias Q = QuakesTestData

  private func reduce(_ state: QuakesState, _ actions: QuakesAction...) -> QuakesState {
    actions.reduce(state) { QuakesReducer.reduce(state: $0, action: $1) }
  }

  private func report(_ quakes: [Quake], range: QuakesFeedRange = .day) -> QuakesAction {
    .data(.feedDidFetch(QuakesFetchReport(range: range, quakes: quakes, skipped: QuakeSkips([.unreadable: 2]), source: "test feed")))
  }

  @Test func aFetchMergesNewQuakesAndRecordsTheSummary() {
    let state = self.reduce(QuakesState(), .ui(.onTapRefresh(.day)), self.report([Q.quake("x"), Q.quake("y")]))
    #expect(state.quakes.count == 2)
    #expect(state.fetchStatus == .success)
    #expect(state.lastFetch == QuakesFetchSummary(QuakesFetchReport(range: .day, quakes: [Q.quake("x"), Q.quake("y")], skipped: QuakeSkips([.unreadable: 2]), source: "test feed")))
  }

  @Test func aNewerRevisionReplacesAnOlderOneButNotTheOtherWayRound() {
    let old = Q.quake("x", magnitude: 2, updatedMinute: 10)
    let newer = Q.quake("x", magnitude: 3, updatedMinute: 20)
    let state = self.reduce(QuakesState(quakes: [old]), self.report([newer]))
    #expect(state.quakes["x"] == newer)
    let stale = self.reduce(state, self.report([old]))
    #expect(stale.quakes["x"] == newer)
  }

  @Test func quakesWithoutAPositiveMagnitudeAreDroppedAndRemoved() {
    let state = self.reduce(
      QuakesState(quakes: [Q.quake("x", magnitude: 2)]),
      self.report([Q.quake("x", magnitude: 0, updatedMinute: 5), Q.quake("y", magnitude: -0.4), Q.quake("z", magnitude: 0.1)])
    )
    #expect(Set(state.quakes.keys) == ["z"])
  }

  @Test func aFailedFetchKeepsTheQuakes() {
    let state = self.reduce(
      QuakesState(quakes: [Q.quake("x")]),
      .ui(.onTapRefresh(.week)),
      .data(.feedDidFailToFetch(range: .week, failure: .serverError(status: 503)))
    )
    #expect(state.quakes.count == 1)
    #expect(state.fetchStatus == .failure(.serverError(status: 503)))
  }

  @Test func refreshWaitsOnceAndAppearanceLoadsOnce() {
    var state = self.reduce(QuakesState(), .ui(.onAppear))
    #expect(state.cacheStatus == .waiting)
    state = self.reduce(state, .data(.cacheDidLoad([Q.quake("x")])), .ui(.onAppear))
    #expect(state.cacheStatus == .success)
    #expect(state.quakes.count == 1)
    state = self.reduce(state, .ui(.onTapRefresh(.hour)))
    #expect(state.isFetching)
  }

  @Test func deleteSelectedRemovesOnlyThatQuakeAndIgnoresAMissingOne() {
    let state = self.reduce(QuakesState(quakes: Q.sample), .ui(.onTapDeleteSelected(quakeId: "b3")))
    #expect(state.quakes.count == Q.sample.count - 1)
    #expect(state.quakes["b3"] == nil)
    #expect(self.reduce(state, .ui(.onTapDeleteSelected(quakeId: "b3"))) == state)
  }

  @Test func undoingADeleteBringsTheQuakeBackButNeverOverANewerOne() throws {
    let deleted = try #require(Q.sample.first { $0.quakeId == "b3" })
    let before = QuakesState(quakes: Q.sample)
    let state = self.reduce(before, .ui(.onTapDeleteSelected(quakeId: "b3")), .ui(.onTapUndoDeleteSelected(quake: deleted)))
    #expect(state.quakes == before.quakes)
    // A fetch brought it back, revised, before the undo: the fetched version stays.
    let revised = Q.quake("b3", magnitude: deleted.magnitude + 1, updatedMinute: 30)
    let refetched = self.reduce(before, .ui(.onTapDeleteSelected(quakeId: "b3")), .data(.cacheDidLoad([revised])))
    #expect(self.reduce(refetched, .ui(.onTapUndoDeleteSelected(quake: deleted))).quakes["b3"] == revised)
  }

  @Test func deleteAllEmptiesTheQuakes() {
    let state = self.reduce(QuakesState(quakes: Q.sample), .ui(.onTapDeleteAll))
    #expect(state.quakes.isEmpty)
  }

  @Test func cacheFailuresAreRecorded() {
    let state = self.reduce(
      QuakesState(),
      .ui(.onAppear),
      .data(.cacheDidFailToLoad(.cacheUnreadable)),
      .data(.cacheDidFailToSave(.cacheNotSaved))
    )
    #expect(state.cacheStatus == .failure(.cacheUnreadable))
    #expect(state.cacheWriteError == .cacheNotSaved)
  }

  @Test func actionsSayWhetherTheyMayChangeTheQuakes() {
    let changing: [QuakesAction] = [
      .ui(.onTapDeleteAll), .ui(.onTapDeleteSelected(quakeId: "x")), .ui(.onTapUndoDeleteSelected(quake: Q.quake("x"))), .data(.cacheDidLoad([])), self.report([])]
    let notChanging: [QuakesAction] = [.ui(.onAppear), .ui(.onTapRefresh(.day)), .data(.feedDidFailToFetch(range: .day, failure: .offline)), .data(.cacheDidFailToSave(.cacheNotSaved))]
    #expect(changing.allSatisfy { $0.mayChangeQuakes })
    #expect(!notChanging.contains { $0.mayChangeQuakes })
  }

  @Test func actionsRoundTripThroughJSON() throws {
    let action = self.report(Array(Q.sample.prefix(3)))
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(QuakesAction.self, from: data) == action)
  }
}
