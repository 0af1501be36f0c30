//  SharedDependencyTests.swift
//  Subscriptions listing the same dependency selector share it: it is selected once per flush, only the
//  subscriptions of a changed dependency are recomputed, and each still sees every change it missed.

import ImmutableData
import ImmutableUI
import Synchronization
import Testing

@MainActor @Suite("Shared dependencies")
struct SharedDependencyTests {
  /// Counts calls of a selector (selectors are `@Sendable`, so the count is behind a lock).
  final class Calls : Sendable {
    private let count = Mutex(0)
    func add() { self.count.withLock { $0 += 1 } }
    var value: Int { self.count.withLock { $0 } }
  }

  @Test func aSharedDependencyIsSelectedOncePerFlush() throws {
    let fixture = Fixture()
    let calls = Calls()
    let count = AnyDependencySelector(DependencySelector<AppState, Int> { state in
      calls.add()
      return state.count
    })
    let subscriptions = (0 ..< 50).map { _ in
      fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    }
    let before = calls.value
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(calls.value - before == 1)
    #expect(subscriptions.allSatisfy { $0.output == 1 && $0.recomputeCount == 1 })
  }

  @Test func onlyTheSubscriptionsOfAChangedDependencyAreRecomputed() throws {
    let fixture = Fixture()
    let count = AnyDependencySelector(DependencySelector<AppState, Int> { $0.count })
    let name = AnyDependencySelector(DependencySelector<AppState, String> { $0.name })
    let byCount = (0 ..< 10).map { _ in
      fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    }
    let byName = (0 ..< 10).map { _ in
      fixture.center.subscribe(dependencies: [name], output: OutputSelector<AppState, String> { $0.name })
    }
    let byBoth = fixture.center.subscribe(dependencies: [name, count], output: OutputSelector<AppState, Int> { $0.count * 2 })
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(byCount.allSatisfy { $0.recomputeCount == 1 && $0.output == 1 })
    #expect(byName.allSatisfy { $0.recomputeCount == 0 })
    #expect(byBoth.recomputeCount == 1)
    #expect(byBoth.output == 2)
  }

  @Test func aFilteredSubscriptionSeesAChangeTheSharedDependencyTookInATurnItRejected() throws {
    let fixture = Fixture()
    let count = AnyDependencySelector(DependencySelector<AppState, Int> { $0.count })
    let unfiltered = fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    let filtered = fixture.center.subscribe(
      filter: { _, action in action != .setCount(100) },
      dependencies: [count],
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(100))
    fixture.turn()
    #expect(unfiltered.output == 100)
    #expect(filtered.recomputeCount == 0)
    try fixture.dispatch(.setName("passes"))
    fixture.turn()
    #expect(filtered.recomputeCount == 1)
    #expect(filtered.output == 100)
    #expect(unfiltered.recomputeCount == 1)
  }

  @Test func aLateSubscriberStartsFromThePresentValue() throws {
    let fixture = Fixture()
    let count = AnyDependencySelector(DependencySelector<AppState, Int> { $0.count })
    let filtered = fixture.center.subscribe(
      filter: { _, action in action == .touchUnrelated },
      dependencies: [count],
      output: OutputSelector<AppState, Int> { $0.count }
    )
    try fixture.dispatch(.setCount(5))
    fixture.turn()
    let late = fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    try fixture.dispatch(.setName("unrelated to count"))
    fixture.turn()
    #expect(late.output == 5)
    #expect(late.recomputeCount == 0)
    try fixture.dispatch(.touchUnrelated)
    fixture.turn()
    #expect(filtered.output == 5)
    #expect(filtered.recomputeCount == 1)
  }

  @Test func aSubscriberAddedBeforeTheFlushDoesNotHideTheChangeFromEarlierOnes() throws {
    let fixture = Fixture()
    let count = AnyDependencySelector(DependencySelector<AppState, Int> { $0.count })
    let early = fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    try fixture.dispatch(.increment)
    // Brings the shared dependency up to date before the flush that the dispatch scheduled.
    let late = fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    fixture.turn()
    #expect(early.output == 1)
    #expect(early.notifyCount == 1)
    #expect(late.output == 1)
    #expect(late.recomputeCount == 0)
  }

  @Test func cancellingTheLastSubscriberForgetsTheDependency() throws {
    let fixture = Fixture()
    let calls = Calls()
    let count = AnyDependencySelector(DependencySelector<AppState, Int> { state in
      calls.add()
      return state.count
    })
    let first = fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    first.cancel()
    let before = calls.value
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(calls.value == before)
    let second = fixture.center.subscribe(dependencies: [count], output: OutputSelector<AppState, Int> { $0.count })
    #expect(second.output == 1)
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(second.output == 2)
  }
}
