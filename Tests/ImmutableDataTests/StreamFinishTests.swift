//  StreamFinishTests.swift
//  Releasing the store finishes its streams.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("Stream finish on store release", .timeLimit(.minutes(1)))
struct StreamFinishTests {
  @Test func releasingTheStoreEndsAWaitingForAwaitLoop() async throws {
    var store: CounterStore? = makeCounterStore()
    weak let weakStore = store
    let stream = store!.makeStream()
    let received = Recorder<CounterAction>()
    let listener = Task {
      for await element in stream {
        received.append(element.action)
      }
      return received.values
    }
    try store!.dispatch(action: .increment)
    try store!.dispatch(action: .add(2))
    #expect(await waitUntil { received.count == 2 })

    store = nil
    #expect(weakStore == nil)
    #expect(await listener.value == [.increment, .add(2)])
  }

  @Test func bufferedElementsAreDeliveredBeforeTheStreamFinishes() async throws {
    var store: CounterStore? = makeCounterStore()
    let first = store!.makeStream()
    let second = store!.makeStream()
    try store!.dispatch(action: .append("a"))
    try store!.dispatch(action: .append("b"))
    store = nil
    #expect(await collectAll(first).map(\.action) == [.append("a"), .append("b")])
    #expect(await collectAll(second).map(\.action) == [.append("a"), .append("b")])
  }

  @Test func aStreamDoesNotKeepTheStoreAlive() {
    var store: CounterStore? = makeCounterStore()
    weak let weakStore = store
    let stream = store!.makeStream()
    store = nil
    #expect(weakStore == nil)
    _ = stream
  }
}
