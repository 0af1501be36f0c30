//  SubscriptionCancelTests.swift
//  `Subscription.cancel()` stops recomputes and notifications and removes the subscription.

import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("Subscription cancel")
struct SubscriptionCancelTests {
  @Test func cancelDecreasesSubscriptionCount() {
    let fixture = Fixture()
    let unfiltered = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    let filtered = fixture.center.subscribe(filter: { _, _ in true }, output: OutputSelector<AppState, Int> { $0.count })
    #expect(fixture.center.subscriptionCount == 2)
    unfiltered.cancel()
    #expect(fixture.center.subscriptionCount == 1)
    filtered.cancel()
    #expect(fixture.center.subscriptionCount == 0)
  }

  @Test func cancelledSubscriptionIsNeitherRecomputedNorNotified() throws {
    let fixture = Fixture()
    let changes = Recorder<Int>()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { changes.append($0) }
    )
    subscription.cancel()
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
    #expect(subscription.notifyCount == 0)
    #expect(subscription.output == 0)
    #expect(changes.count == 0)
  }

  @Test(arguments: [false, true])
  func cancelAfterADispatchInTheSameTurnPreventsTheRecompute(filtered: Bool) throws {
    let fixture = Fixture()
    let acceptAll: @Sendable (AppState, AppAction) -> Bool = { _, _ in true }
    let subscription = fixture.center.subscribe(
      filter: filtered ? acceptAll : nil,
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.increment)
    subscription.cancel()
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
    #expect(subscription.notifyCount == 0)
  }

  @Test func cancellingOneLeavesTheOthersWorking() throws {
    let fixture = Fixture()
    let cancelled = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    let kept = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    cancelled.cancel()
    try fixture.dispatch(.setCount(4))
    fixture.turn()
    #expect(kept.output == 4)
    #expect(kept.notifyCount == 1)
    #expect(cancelled.output == 0)
  }

  @Test func cancelIsIdempotent() {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    _ = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    subscription.cancel()
    subscription.cancel()
    #expect(fixture.center.subscriptionCount == 1)
  }

  @Test func cancelDuringAFlushStopsALaterSubscriptionInTheSameFlush() throws {
    let fixture = Fixture()
    var later: Subscription<AppState, AppAction, Int>?
    _ = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { _ in later?.cancel() }
    )
    later = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(later?.recomputeCount == 0)
    #expect(fixture.center.subscriptionCount == 1)
  }
}
