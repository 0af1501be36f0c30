//  FilterAndDependencyTests.swift
//  A filter and dependencies together: both must let the recompute through.

import ImmutableData
import ImmutableUI
import Testing

@MainActor @Suite("Filter with dependencies")
struct FilterAndDependencyTests {
  private static func subscribe(_ fixture: Fixture) -> Subscription<AppState, AppAction, Int> {
    fixture.center.subscribe(
      filter: { _, action in action != .touchUnrelated && action != .setCount(100) },
      dependencies: [AnyDependencySelector(DependencySelector<AppState, Int> { $0.count })],
      output: OutputSelector<AppState, Int> { $0.count }
    )
  }

  @Test func filterPassesButDependencyUnchangedSkipsTheRecompute() throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    try fixture.dispatch(.setName("passes the filter"))
    fixture.turn()
    #expect(fixture.center.flushCount == 1)
    #expect(subscription.recomputeCount == 0)
  }

  @Test func filterPassesAndDependencyChangedRecomputes() throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 1)
    #expect(subscription.output == 1)
  }

  @Test func filterRejectsSoAChangedDependencyIsNotLookedAt() throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    try fixture.dispatch(.setCount(100))
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
    #expect(subscription.output == 0)
  }

  @Test func dependencyChangedInARejectedTurnRecomputesWhenAnotherActionPasses() throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    try fixture.dispatch(.setCount(100))
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
    // The dependency is compared with the value kept at the last flush (0), not with the state before this action.
    try fixture.dispatch(.setName("passes"))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.output == 100)
  }
}
