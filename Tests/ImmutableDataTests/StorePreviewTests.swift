//  StorePreviewTests.swift
//  `Store.preview`: views see a past state, the present is kept, nothing is reduced or streamed.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("Store preview")
struct StorePreviewTests {
  @Test func selectorsSeeThePreviewedStateUntilItEnds() throws {
    let store = makeCounterStore(value: 5)
    store.preview(CounterState(value: 1, label: "past"))
    #expect(store.isPreviewing)
    #expect(store.select { $0.value } == 1)
    store.preview(nil)
    #expect(!store.isPreviewing)
    #expect(store.select { $0.value } == 5)
  }

  @Test func dispatchingEndsThePreviewAndReducesThePresent() throws {
    let store = makeCounterStore(value: 5)
    store.preview(CounterState(value: 1))
    try store.dispatch(action: .increment)
    #expect(!store.isPreviewing)
    #expect(store.state.value == 6)
  }

  @Test func previewObserversAreToldAndActionObserversAreNot() throws {
    let store = makeCounterStore()
    let previews = Recorder<Bool>()
    let actions = Recorder<CounterAction>()
    store.addPreviewObserver { previews.append(store.isPreviewing) }
    store.addObserver { _, action in actions.append(action) }
    store.preview(CounterState(value: 9))
    store.preview(nil)
    #expect(previews.values == [true, false])
    #expect(actions.values.isEmpty)
  }

  @Test func theReducerDurationIsMeasured() throws {
    let store = Store<Int, Int>(initialState: 0) { state, action in
      var total = state
      for value in 0 ..< 100_000 { total &+= value & action }
      return total
    }
    store.measuresReducerDuration = true
    try store.dispatch(action: 1)
    #expect(store.lastReducerDuration > .zero)
  }
}
