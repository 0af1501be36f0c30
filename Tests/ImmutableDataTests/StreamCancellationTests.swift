//  StreamCancellationTests.swift
//  Cancelling the task that consumes a stream makes the store forget that stream.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("Stream cancellation", .timeLimit(.minutes(1)))
struct StreamCancellationTests {
  @Test func cancellingTheConsumingTaskDropsStreamCountToZero() async throws {
    let store = makeCounterStore()
    let stream = store.makeStream()
    #expect(store.streamCount == 1)
    let received = Recorder<CounterAction>()
    let listener = Task {
      for await element in stream {
        received.append(element.action)
      }
    }
    try store.dispatch(action: .increment)
    #expect(await waitUntil { received.count == 1 })

    listener.cancel()
    await listener.value
    #expect(await waitUntil { store.streamCount == 0 })

    // The store keeps working, does not count yields to the forgotten stream as drops,
    // and the cancelled listener receives nothing more.
    try store.dispatch(action: .increment)
    #expect(store.state.value == 2)
    #expect(store.droppedStreamElementCount == 0)
    #expect(received.values == [.increment])
  }

  @Test func cancellingOneListenerLeavesTheOtherStreams() async throws {
    let store = makeCounterStore()
    let cancelled = store.makeStream()
    let kept = store.makeStream()
    #expect(store.streamCount == 2)
    let listener = Task {
      for await _ in cancelled {}
    }
    await Task.yield()
    listener.cancel()
    await listener.value
    #expect(await waitUntil { store.streamCount == 1 })

    try store.dispatch(action: .append("still here"))
    var iterator = kept.makeAsyncIterator()
    #expect(await iterator.next()?.action == .append("still here"))
    #expect(store.streamCount == 1)
  }

  @Test func forAwaitLoopEndsWhenItsTaskIsCancelled() async throws {
    let store = makeCounterStore()
    let stream = store.makeStream()
    let started = Recorder<Bool>()
    let listener = Task {
      started.append(true)
      var count = 0
      for await _ in stream {
        count += 1
      }
      return count
    }
    #expect(await waitUntil { started.count == 1 })
    listener.cancel()
    // `value` returns only if the loop ended.
    #expect(await listener.value == 0)
  }
}
