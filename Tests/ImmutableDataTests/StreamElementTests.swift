//  StreamElementTests.swift
//  `makeStream()` elements are `(oldState, action)`, yielded after the reducer returned.

import ImmutableData
import Testing

@MainActor @Suite("Stream elements", .timeLimit(.minutes(1)))
struct StreamElementTests {
  @Test func elementCarriesTheStateBeforeTheActionAndTheAction() async throws {
    let store = makeCounterStore(value: 1)
    let stream = store.makeStream()
    try store.dispatch(action: .add(5))
    var iterator = stream.makeAsyncIterator()
    let element = try #require(await iterator.next())
    #expect(element.oldState == CounterState(value: 1))
    #expect(element.action == .add(5))
    #expect(store.state.value == 6)
  }

  @Test func elementIsYieldedOnlyAfterTheReducerReturned() async throws {
    let store = makeCounterStore()
    let stream = store.makeStream()
    let listener = Task {
      var iterator = stream.makeAsyncIterator()
      let element = await iterator.next()
      // When the listener sees the element, the store already holds the reducer's result.
      return (element, store.state)
    }
    // Let the listener start waiting before dispatching.
    for _ in 0..<10 { await Task.yield() }
    try store.dispatch(action: .increment)
    let (element, stateSeenByListener) = await listener.value
    #expect(element?.oldState == CounterState(value: 0))
    #expect(element?.action == .increment)
    #expect(stateSeenByListener == CounterState(value: 1))
  }

  @Test func elementsArriveInDispatchOrderWithChainedOldStates() async throws {
    var store: CounterStore? = makeCounterStore()
    let stream = store!.makeStream()
    for amount in 1...5 {
      try store!.dispatch(action: .add(amount))
    }
    store = nil
    let elements = await collectAll(stream)
    #expect(elements.map(\.action) == [.add(1), .add(2), .add(3), .add(4), .add(5)])
    #expect(elements.map(\.oldState.value) == [0, 1, 3, 6, 10])
  }

  @Test func streamDoesNotReplayActionsDispatchedBeforeItWasMade() async throws {
    var store: CounterStore? = makeCounterStore()
    try store!.dispatch(action: .append("before"))
    let stream = store!.makeStream()
    try store!.dispatch(action: .append("after"))
    store = nil
    let elements = await collectAll(stream)
    #expect(elements.map(\.action) == [.append("after")])
    #expect(elements.first?.oldState.label == "before")
  }
}
