//  ReentrantDispatchTests.swift
//  An onChange that dispatches during a flush: every subscription still ends up with the final state.

import ImmutableData
import ImmutableUI
import Testing

@MainActor @Suite("Dispatch from onChange")
struct ReentrantDispatchTests {
  @Test func filteredSubscriptionLaterInTheSameFlushSeesTheDispatchedAction() throws {
    let fixture = Fixture()
    let store = fixture.store
    // Flushed first: when the count changes, it derives the name.
    _ = fixture.center.subscribe(
      filter: { _, action in action == .increment },
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { count in try? store.dispatch(action: .setName("count \(count)")) }
    )
    // Dirty in the same turn (it accepts every action), flushed second.
    let name = fixture.center.subscribe(
      filter: { _, _ in true },
      output: OutputSelector<AppState, String> { $0.name }
    )
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(store.state.name == "count 1")
    #expect(name.output == "count 1")
  }

  @Test func unfilteredSubscriptionSeesTheDispatchedAction() throws {
    let fixture = Fixture()
    let store = fixture.store
    _ = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { count in try? store.dispatch(action: .setName("count \(count)")) }
    )
    let name = fixture.center.subscribe(output: OutputSelector<AppState, String> { $0.name })
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(name.output == "count 1")
    #expect(fixture.scheduler.pendingCount == 0)
  }

  @Test func filteredSubscriptionFlushedEarlierIsFlushedAgain() throws {
    let fixture = Fixture()
    let store = fixture.store
    let name = fixture.center.subscribe(
      filter: { _, _ in true },
      output: OutputSelector<AppState, String> { $0.name }
    )
    _ = fixture.center.subscribe(
      filter: { _, action in action == .increment },
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { count in try? store.dispatch(action: .setName("count \(count)")) }
    )
    try fixture.dispatch(.increment)
    fixture.turn()
    #expect(name.output == "count 1")
  }
}
