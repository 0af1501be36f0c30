//  DefaultBufferingPolicyTests.swift
//  `makeStream()` keeps the seed's semantics: it never drops. Bounded buffers are an explicit choice.

import ImmutableData
import Testing

@MainActor @Suite("Back pressure: default policy", .timeLimit(.minutes(1)))
struct DefaultBufferingPolicyTests {
  @Test func defaultPolicyIsUnbounded() {
    #expect(StreamBufferingPolicy.default == .unbounded)
  }

  @Test func floodingASlowListenerKeepsEveryElementInOrder() async throws {
    let dispatched = 100_000
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream()
    for index in 0..<dispatched {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == 0)
    store = nil

    let elements = await collectAll(stream)
    #expect(elements.count == dispatched)
    #expect(elements.map(\.action) == Array(0..<dispatched))
    #expect(elements.allSatisfy { $0.oldState == $0.action - 1 })
  }

  /// A listener written as the seed shows, slower than the dispatches, still runs for every action.
  @Test func aSlowForAwaitListenerSeesEveryAction() async throws {
    let dispatched = 5_000
    let store = makeIndexStore()
    let stream = store.makeStream()
    let listener = Task { @MainActor in
      var seen: [Int] = []
      for await (_, action) in stream {
        await Task.yield()
        seen.append(action)
        if action == dispatched - 1 { break }
      }
      return seen
    }
    for index in 0..<dispatched {
      try store.dispatch(action: index)
    }
    #expect(await listener.value == Array(0..<dispatched))
    #expect(store.droppedStreamElementCount == 0)
  }

  @Test func explicitDefaultPolicyBehavesLikeMakeStream() async throws {
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream(bufferingPolicy: .default)
    for index in 0..<2_000 {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == 0)
    store = nil
    #expect(await collectAll(stream).map(\.action) == Array(0..<2_000))
  }

  @Test func aBoundedBufferDropsNothingWhileItHasRoom() throws {
    let store = makeIndexStore()
    let stream = store.makeStream(bufferingPolicy: .bufferingNewest(1_024))
    for index in 0..<1_024 {
      try store.dispatch(action: index)
    }
    #expect(store.droppedStreamElementCount == 0)
    try store.dispatch(action: 1_024)
    #expect(store.droppedStreamElementCount == 1)
    _ = stream
  }

  @Test func droppedCountAddsUpOverBoundedStreams() throws {
    let store = makeIndexStore()
    let streams = [
      store.makeStream(bufferingPolicy: .bufferingNewest(1_024)),
      store.makeStream(bufferingPolicy: .bufferingNewest(1_024)),
      store.makeStream(),
    ]
    for index in 0..<1_100 {
      try store.dispatch(action: index)
    }
    #expect(store.droppedStreamElementCount == 2 * (1_100 - 1_024))
    _ = streams
  }

  @Test func aListenerThatCatchesUpReceivesLaterElements() async throws {
    let store = makeIndexStore()
    let stream = store.makeStream(bufferingPolicy: .bufferingNewest(1_024))
    for index in 0..<1_500 {
      try store.dispatch(action: index)
    }
    var iterator = stream.makeAsyncIterator()
    var drained: [Int] = []
    for _ in 0..<1_024 {
      if let element = await iterator.next() { drained.append(element.action) }
    }
    #expect(drained == Array(476..<1_500))
    try store.dispatch(action: 1_500)
    #expect(await iterator.next()?.action == 1_500)
    #expect(store.droppedStreamElementCount == 1_500 - 1_024)
  }
}
