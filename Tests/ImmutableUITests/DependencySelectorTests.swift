//  DependencySelectorTests.swift
//  Dependencies decide whether the output is recomputed after a flush.

import ImmutableData
import ImmutableUI
import Testing

@MainActor @Suite("Dependency selectors")
struct DependencySelectorTests {
  private static let countDependency = AnyDependencySelector(DependencySelector<AppState, Int> { $0.count })

  @Test func unchangedDependencySkipsTheRecompute() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      dependencies: [Self.countDependency],
      output: OutputSelector<AppState, String> { "\($0.count) \($0.name)" }
    )
    try fixture.dispatch(.setName("ignored"))
    fixture.turn()
    #expect(fixture.center.flushCount == 1)
    #expect(subscription.recomputeCount == 0)
    #expect(subscription.output == "0 ")
  }

  @Test func changedDependencyRecomputes() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      dependencies: [Self.countDependency],
      output: OutputSelector<AppState, String> { "\($0.count) \($0.name)" }
    )
    try fixture.dispatch(.setName("n"), .increment)
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.output == "1 n")
  }

  @Test func dependencyChangedAndRevertedWithinOneTurnSkipsTheRecompute() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      dependencies: [Self.countDependency],
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(9), .setCount(0))
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
  }

  @Test func dependencyKeepsTheValueSeenAtTheLastFlush() throws {
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      dependencies: [Self.countDependency],
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(3))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    try fixture.dispatch(.setCount(3), .setName("other"))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    try fixture.dispatch(.setCount(4))
    fixture.turn()
    #expect(subscription.recomputeCount == 2)
    #expect(subscription.output == 4)
  }

  @Test func dependencyBaselineIsTheStateAtSubscribeTime() throws {
    let fixture = Fixture()
    try fixture.dispatch(.setCount(5))
    fixture.turn()
    let subscription = fixture.center.subscribe(
      dependencies: [Self.countDependency],
      output: OutputSelector<AppState, Int> { $0.count }
    )
    #expect(subscription.output == 5)
    try fixture.dispatch(.setCount(5))
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
  }

  @Test func customDidChangeDecidesWhatCountsAsAChange() throws {
    let fixture = Fixture()
    let parity = DependencySelector<AppState, Int>(
      select: { $0.count },
      didChange: { $0 % 2 != $1 % 2 }
    )
    let subscription = fixture.center.subscribe(
      dependencies: [AnyDependencySelector(parity)],
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(2))
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
    try fixture.dispatch(.setCount(3))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.output == 3)
  }
}
