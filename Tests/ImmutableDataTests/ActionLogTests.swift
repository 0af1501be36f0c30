//  ActionLogTests.swift
//  `ActionLog`: records actions with the states around them, bounded, pausable, jumps in O(1).

import ImmutableData
import Testing

@MainActor @Suite("ActionLog")
struct ActionLogTests {
  @Test func recordsEachActionWithTheStatesAroundIt() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    try store.dispatch(action: .increment)
    try store.dispatch(action: .add(10))
    #expect(log.count == 2)
    #expect(log[0].action == .increment)
    #expect(log[0].stateBefore.value == 0 && log[0].stateAfter.value == 1)
    #expect(log[1].action == .add(10))
    #expect(log[1].stateBefore.value == 1 && log[1].stateAfter.value == 11)
    #expect(log[1].id == log[0].id + 1)
  }

  @Test func aThrowingReducerRecordsNothing() {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    #expect(throws: TestError.self) { try store.dispatch(action: .fail) }
    #expect(log.count == 0)
  }

  @Test func theLogIsBoundedAndKeepsTheNewest() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store, limit: 10)
    for _ in 0 ..< 25 {
      try store.dispatch(action: .increment)
    }
    #expect(log.count == 10)
    #expect(log.droppedCount == 15)
    #expect(log[0].stateAfter.value == 16)
    #expect(log[9].stateAfter.value == 25)
    #expect(log.entry(id: log[0].id - 1) == nil)
    #expect(log.entry(id: log[4].id)?.stateAfter.value == 20)
  }

  @Test func jumpingShowsAnEntrysStateAndReturningShowsThePresent() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    for _ in 0 ..< 3 {
      try store.dispatch(action: .increment)
    }
    log.jump(to: log[0].id)
    #expect(store.state.value == 1)
    log.returnToPresent()
    #expect(store.state.value == 3)
  }

  @Test func pausingStopsRecordingAndResumingStartsAgain() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    try store.dispatch(action: .increment)
    log.pause()
    try store.dispatch(action: .increment)
    log.resume()
    try store.dispatch(action: .add(5))
    #expect(log.entries.map(\.action) == [.increment, .add(5)])
    // Only what follows the gap can be replayed to the present.
    #expect(log.replayableEntries.map(\.action) == [.add(5)])
    #expect(log.baseState.value == 2)
  }

  @Test func clearForgetsEverythingAndReportsTheChange() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    var changes = 0
    log.onChange = { changes += 1 }
    try store.dispatch(action: .increment)
    log.clear()
    #expect(log.count == 0)
    #expect(changes == 2)
    #expect(log.baseState.value == 1)
  }
}
