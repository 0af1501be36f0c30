//  FilterTests.swift
//  A subscription's filter decides which dispatches may affect it.

import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("Subscription filter")
struct FilterTests {
  @Test func filterRejectingEveryActionNeverRecomputesNorSchedules() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      filter: { _, _ in false },
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.increment, .increment, .setName("x"))
    #expect(fixture.scheduler.pendingCount == 0)
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
    #expect(subscription.notifyCount == 0)
    #expect(subscription.output == 0)
    #expect(fixture.center.flushCount == 0)
  }

  @Test func filterReceivesTheOldStateAndTheAction() throws {
    let fixture = Fixture(AppState(count: 1))
    let calls = Recorder<(Int, AppAction)>()
    _ = fixture.center.subscribe(
      filter: { oldState, action in
        MainActor.assumeIsolated { calls.append((oldState.count, action)) }
        return false
      },
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(5), .setName("n"))
    #expect(calls.values.map(\.0) == [1, 5])
    #expect(calls.values.map(\.1) == [.setCount(5), .setName("n")])
  }

  @Test func filterPassingWithoutDependenciesRecomputesOnEveryFlush() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      filter: { _, _ in true },
      output: OutputSelector<AppState, String> { $0.name }
    )
    for turn in 1...3 {
      try fixture.dispatch(.increment)
      fixture.turn()
      #expect(subscription.recomputeCount == turn)
    }
    // The output never changed, so nobody was told.
    #expect(subscription.notifyCount == 0)
  }

  @Test func oneAcceptedActionInATurnIsEnoughAndTheFinalStateIsUsed() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      filter: { _, action in action == .increment },
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(10), .increment, .setCount(40))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.output == 40)
  }

  @Test func filterIsNotAskedAgainOnceTheSubscriptionIsDirtyInATurn() throws {
    let fixture = Fixture()
    let passingCalls = Recorder<AppAction>()
    let rejectingCalls = Recorder<AppAction>()
    _ = fixture.center.subscribe(
      filter: { _, action in
        MainActor.assumeIsolated { passingCalls.append(action) }
        return true
      },
      output: OutputSelector<AppState, Int> { $0.count }
    )
    _ = fixture.center.subscribe(
      filter: { _, action in
        MainActor.assumeIsolated { rejectingCalls.append(action) }
        return false
      },
      output: OutputSelector<AppState, Int> { $0.count }
    )
    for _ in 0..<100 {
      try fixture.dispatch(.increment)
    }
    #expect(passingCalls.count == 1)
    #expect(rejectingCalls.count == 100)
    fixture.turn()
    try fixture.dispatch(.increment)
    #expect(passingCalls.count == 2)
  }
}
