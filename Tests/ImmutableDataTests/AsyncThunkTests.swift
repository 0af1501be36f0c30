//  AsyncThunkTests.swift
//  `Store.dispatch(thunk:)` with an asynchronous thunk.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("dispatch(thunk:) asynchronous", .timeLimit(.minutes(1)))
struct AsyncThunkTests {
  @Test func thunkReceivesTheStoreAsDispatcherAndSelector() async {
    let store = makeCounterStore()
    let seen = Recorder<Bool>()
    await store.dispatch { dispatcher, selector in
      await Task.yield()
      await seen.append(dispatcher === store)
      await seen.append(selector === store)
    }
    #expect(seen.values == [true, true])
  }

  @Test func thunkCanAwaitThenSelectAndDispatch() async throws {
    let store = makeCounterStore(value: 2)
    let selected = Recorder<Int>()
    try await store.dispatch { dispatcher, selector in
      try await Task.sleep(for: .milliseconds(1))
      let before = await selector.select { $0.value }
      await selected.append(before)
      try await dispatcher.dispatch(action: .add(before * 10))
      await Task.yield()
      await selected.append(selector.state.value)
      try await dispatcher.dispatch(action: .append("done"))
    }
    #expect(selected.values == [2, 22])
    #expect(store.state == CounterState(value: 22, label: "done"))
  }

  @Test func thunkErrorPropagatesAfterSuspension() async {
    let store = makeCounterStore()
    await #expect(throws: TestError.thunkFailed) {
      try await store.dispatch { dispatcher, _ in
        try await dispatcher.dispatch(action: .increment)
        await Task.yield()
        throw TestError.thunkFailed
      }
    }
    #expect(store.state.value == 1)
  }

  @Test func reducerErrorInsideThunkPropagates() async {
    let store = makeCounterStore()
    let reached = Recorder<Bool>()
    await #expect(throws: TestError.rejected(.fail)) {
      try await store.dispatch { dispatcher, _ in
        await Task.yield()
        try await dispatcher.dispatch(action: .fail)
        await reached.append(true)
      }
    }
    #expect(reached.count == 0)
    #expect(store.state == CounterState())
  }

  @Test func thunkCanDispatchAnotherAsyncThunk() async throws {
    let store = makeCounterStore()
    try await store.dispatch { dispatcher, _ in
      await Task.yield()
      try await dispatcher.dispatch { inner, _ in
        try await inner.dispatch(action: .append("inner"))
      }
    }
    #expect(store.state.label == "inner")
  }
}
