//  SyncThunkTests.swift
//  `Store.dispatch(thunk:)` with a synchronous thunk.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("dispatch(thunk:) synchronous")
struct SyncThunkTests {
  @Test func thunkReceivesTheStoreAsDispatcherAndSelector() {
    let store = makeCounterStore()
    let seen = Recorder<Bool>()
    store.dispatch { dispatcher, selector in
      MainActor.assumeIsolated {
        seen.append(dispatcher === store)
        seen.append(selector === store)
      }
    }
    #expect(seen.values == [true, true])
  }

  @Test func thunkCanSelectAndDispatch() throws {
    let store = makeCounterStore(value: 1)
    let selected = Recorder<Int>()
    try store.dispatch { dispatcher, selector in
      try MainActor.assumeIsolated {
        let before = selector.select { $0.value }
        selected.append(before)
        try dispatcher.dispatch(action: .add(before * 2))
        selected.append(selector.state.value)
      }
    }
    #expect(selected.values == [1, 3])
    #expect(store.state.value == 3)
  }

  @Test func thunkCanDispatchAnotherThunk() throws {
    let store = makeCounterStore()
    try store.dispatch { dispatcher, _ in
      try MainActor.assumeIsolated {
        try dispatcher.dispatch(action: .increment)
        try dispatcher.dispatch { inner, _ in
          try MainActor.assumeIsolated {
            try inner.dispatch(action: .append("nested"))
          }
        }
      }
    }
    #expect(store.state == CounterState(value: 1, label: "nested"))
  }

  @Test func thunkErrorPropagatesAndEarlierDispatchesStay() {
    let store = makeCounterStore()
    #expect(throws: TestError.thunkFailed) {
      try store.dispatch { dispatcher, _ in
        try MainActor.assumeIsolated {
          try dispatcher.dispatch(action: .increment)
        }
        throw TestError.thunkFailed
      }
    }
    #expect(store.state.value == 1)
  }

  @Test func reducerErrorInsideThunkPropagates() {
    let store = makeCounterStore()
    let reached = Recorder<Bool>()
    #expect(throws: TestError.rejected(.fail)) {
      try store.dispatch { dispatcher, _ in
        try MainActor.assumeIsolated {
          try dispatcher.dispatch(action: .fail)
          reached.append(true)
        }
      }
    }
    #expect(reached.count == 0)
    #expect(store.state == CounterState())
  }
}
