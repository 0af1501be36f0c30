//  DefaultBufferingPolicyTests.swift
//  The default policy keeps the newest 1,024 unread elements and counts the dropped ones.

import ImmutableData
import Testing

@MainActor @Suite("Back pressure: default policy", .timeLimit(.minutes(1)))
struct DefaultBufferingPolicyTests {
  @Test func defaultPolicyIsBufferingNewest1024() {
    #expect(StreamBufferingPolicy.default == .bufferingNewest(1_024))
  }

  @Test func floodingASlowListenerKeepsOnlyTheNewest1024InOrder() async throws {
    let dispatched = 100_000
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream()
    for index in 0..<dispatched {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == dispatched - 1_024)
    store = nil

    let elements = await collectAll(stream)
    #expect(elements.count == 1_024)
    #expect(elements.map(\.action) == Array((dispatched - 1_024)..<dispatched))
    #expect(elements.allSatisfy { $0.oldState == $0.action - 1 })
  }

  @Test func explicitDefaultPolicyBehavesLikeMakeStream() async throws {
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream(bufferingPolicy: .default)
    for index in 0..<2_000 {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == 2_000 - 1_024)
    store = nil
    #expect(await collectAll(stream).map(\.action) == Array(976..<2_000))
  }

  @Test func noElementIsDroppedWhileTheBufferHasRoom() throws {
    let store = makeIndexStore()
    let stream = store.makeStream()
    for index in 0..<1_024 {
      try store.dispatch(action: index)
    }
    #expect(store.droppedStreamElementCount == 0)
    try store.dispatch(action: 1_024)
    #expect(store.droppedStreamElementCount == 1)
    _ = stream
  }

  @Test func droppedCountAddsUpOverStreams() throws {
    let store = makeIndexStore()
    let streams = [store.makeStream(), store.makeStream()]
    for index in 0..<1_100 {
      try store.dispatch(action: index)
    }
    #expect(store.droppedStreamElementCount == 2 * (1_100 - 1_024))
    _ = streams
  }

  @Test func aListenerThatCatchesUpReceivesLaterElements() async throws {
    let store = makeIndexStore()
    let stream = store.makeStream()
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
