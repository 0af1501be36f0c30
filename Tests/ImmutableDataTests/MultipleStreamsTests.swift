//  MultipleStreamsTests.swift
//  Several streams of one store each receive every element.

import ImmutableData
import Testing

@MainActor @Suite("Several streams", .timeLimit(.minutes(1)))
struct MultipleStreamsTests {
  @Test func everyStreamReceivesEveryElementInOrder() async throws {
    var store: CounterStore? = makeCounterStore()
    let streams = (0..<3).map { _ in store!.makeStream() }
    #expect(store!.streamCount == 3)
    for amount in 1...10 {
      try store!.dispatch(action: .add(amount))
    }
    store = nil
    for stream in streams {
      let elements = await collectAll(stream)
      #expect(elements.map(\.action) == (1...10).map { .add($0) })
    }
  }

  @Test func listenersConsumingConcurrentlyEachGetEverything() async throws {
    let store = makeCounterStore()
    let streams = (0..<3).map { _ in store.makeStream() }
    let listeners = streams.map { stream in
      Task {
        var actions: [CounterAction] = []
        for await element in stream {
          actions.append(element.action)
          if actions.count == 20 { break }
        }
        return actions
      }
    }
    for index in 0..<20 {
      try store.dispatch(action: .add(index))
      if index.isMultiple(of: 5) { await Task.yield() }
    }
    for listener in listeners {
      #expect(await listener.value == (0..<20).map { .add($0) })
    }
  }

  @Test func aSlowStreamDoesNotHoldBackAnother() async throws {
    var store: CounterStore? = makeCounterStore()
    let fast = store!.makeStream()
    let slow = store!.makeStream()
    var fastIterator = fast.makeAsyncIterator()
    try store!.dispatch(action: .increment)
    #expect(await fastIterator.next()?.action == .increment)
    try store!.dispatch(action: .append("x"))
    #expect(await fastIterator.next()?.action == .append("x"))
    store = nil
    let slowElements = await collectAll(slow)
    #expect(slowElements.map(\.action) == [.increment, .append("x")])
  }
}
