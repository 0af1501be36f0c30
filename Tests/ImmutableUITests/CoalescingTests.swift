//  CoalescingTests.swift
//  Many dispatches in one main-loop turn are seen once, with the final state.

import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("Coalescing per turn")
struct CoalescingTests {
  @Test func thousandDispatchesInOneTurnRecomputeAndNotifyOnce() throws {
    let fixture = Fixture()
    let changes = Recorder<Int>()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { changes.append($0) }
    )
    for _ in 0..<1_000 {
      try fixture.dispatch(.increment)
    }
    #expect(fixture.scheduler.pendingCount == 1)
    #expect(subscription.recomputeCount == 0)
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 1)
    #expect(subscription.output == 1_000)
    #expect(changes.values == [1_000])
    #expect(fixture.center.flushCount == 1)
  }

  @Test func aTurnWithoutDispatchesDoesNothing() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    try fixture.dispatch(.increment)
    fixture.turn()
    fixture.turn()
    #expect(fixture.scheduler.pendingCount == 0)
    #expect(fixture.center.flushCount == 1)
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 1)
  }

  @Test func eachTurnWithDispatchesFlushesOnce() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    for turn in 1...3 {
      try fixture.dispatch(.increment, .increment)
      fixture.turn()
      #expect(fixture.center.flushCount == turn)
      #expect(subscription.output == 2 * turn)
    }
    #expect(subscription.recomputeCount == 3)
  }

  @Test func manySubscriptionsShareOneFlushPerTurn() throws {
    let fixture = Fixture()
    let subscriptions = (0..<50).map { offset in
      fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count + offset })
    }
    for _ in 0..<100 {
      try fixture.dispatch(.increment)
    }
    #expect(fixture.scheduler.pendingCount == 1)
    fixture.turn()
    #expect(fixture.center.flushCount == 1)
    #expect(subscriptions.allSatisfy { $0.recomputeCount == 1 && $0.notifyCount == 1 })
    #expect(subscriptions.enumerated().allSatisfy { $0.element.output == 100 + $0.offset })
  }

  @Test func subscriptionsAreNotFlushedBeforeTheTurn() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    try fixture.dispatch(.setCount(3))
    #expect(subscription.output == 0)
    #expect(fixture.center.flushCount == 0)
  }

  @Test func explicitFlushRecomputesNowAndTheScheduledTurnFindsNothing() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    try fixture.dispatch(.setCount(3))
    fixture.center.flush()
    #expect(subscription.output == 3)
    #expect(fixture.center.flushCount == 1)
    fixture.turn()
    #expect(fixture.center.flushCount == 1)
    #expect(subscription.recomputeCount == 1)
  }

  @Test func aDispatchWithNoSubscriptionsSchedulesNothing() throws {
    let fixture = Fixture()
    try fixture.dispatch(.increment)
    #expect(fixture.scheduler.pendingCount == 0)
  }
}
