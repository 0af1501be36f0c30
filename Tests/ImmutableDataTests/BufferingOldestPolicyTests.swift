//  BufferingOldestPolicyTests.swift
//  `bufferingOldest(n)` keeps the first n unread elements and drops newer ones.

import ImmutableData
import Testing

@MainActor @Suite("Back pressure: bufferingOldest", .timeLimit(.minutes(1)))
struct BufferingOldestPolicyTests {
  @Test func keepsTheFirstNAndCountsTheRest() async throws {
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream(bufferingPolicy: .bufferingOldest(10))
    for index in 0..<100 {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == 90)
    store = nil
    let elements = await collectAll(stream)
    #expect(elements.map(\.action) == Array(0..<10))
    #expect(elements.map(\.oldState) == Array(-1..<9))
  }

  @Test func acceptsNewElementsAgainAfterTheListenerCatchesUp() async throws {
    let store = makeIndexStore()
    let stream = store.makeStream(bufferingPolicy: .bufferingOldest(3))
    for index in 0..<5 {
      try store.dispatch(action: index)
    }
    var iterator = stream.makeAsyncIterator()
    var drained: [Int] = []
    for _ in 0..<3 {
      if let element = await iterator.next() { drained.append(element.action) }
    }
    #expect(drained == [0, 1, 2])
    try store.dispatch(action: 5)
    #expect(await iterator.next()?.action == 5)
    #expect(store.droppedStreamElementCount == 2)
  }
}
