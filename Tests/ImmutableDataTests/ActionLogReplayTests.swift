//  ActionLogReplayTests.swift
//  `ActionLog.replay(skipping:)`: the history again without some actions, in steps, refusals named.

import ImmutableData
import Testing

@MainActor @Suite("ActionLog replay without some actions")
struct ActionLogReplayTests {
  @Test func skippingAnActionRecomputesTheStatesAfterIt() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    for action in [CounterAction.add(1), .add(10), .append("a"), .add(100)] {
      try store.dispatch(action: action)
    }
    let ids = log.entries.map(\.id)
    var replay = try #require(log.replay(skipping: [ids[1]]))
    #expect(!replay.isComplete)
    replay.advance(by: .max)
    #expect(replay.isComplete)
    #expect(replay.finalState == CounterState(value: 101, label: "a"))
    #expect(replay.stateAfter(id: ids[0]) == nil)
    #expect(replay.stateAfter(id: ids[1])?.value == 1)
    #expect(replay.stateAfter(id: ids[2]) == CounterState(value: 1, label: "a"))
    #expect(replay.refusedIDs.isEmpty)
    #expect(store.state == CounterState(value: 111, label: "a"))
  }

  @Test func aReplayRunsInStepsAndSaysHowFarItGot() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    for _ in 0 ..< 10 {
      try store.dispatch(action: .increment)
    }
    var replay = try #require(log.replay(skipping: [log[0].id, log[5].id]))
    replay.advance(by: 4)
    #expect(replay.progress == (4, 10))
    #expect(replay.finalState.value == 3)
    #expect(replay.stateAfter(id: log[4].id) == nil)
    replay.advance(by: 4)
    replay.advance(by: 4)
    #expect(replay.progress == (10, 10))
    #expect(replay.finalState.value == 8)
  }

  @Test func anActionTheReducerRefusesInTheOtherHistoryIsNamedAndLeftOut() throws {
    // Spends only what was added first: without the add, the spend is refused.
    let store = Store<CounterState, CounterAction>(initialState: CounterState()) { state, action in
      var state = state
      switch action {
      case .add(let amount) where state.value + amount < 0:
        throw TestError.rejected(action)
      case .add(let amount):
        state.value += amount
      default:
        state = try counterReducer(state, action)
      }
      return state
    }
    let log = ActionLog(store: store)
    for action in [CounterAction.add(5), .add(-3), .increment] {
      try store.dispatch(action: action)
    }
    var replay = try #require(log.replay(skipping: [log[0].id]))
    replay.advance(by: .max)
    #expect(replay.refusedIDs == [log[1].id])
    #expect(replay.finalState.value == 1)
  }

  @Test func actionsBeforeAPauseCannotBeSkipped() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store)
    try store.dispatch(action: .increment)
    log.pause()
    try store.dispatch(action: .increment)
    log.resume()
    try store.dispatch(action: .add(10))
    #expect(!log.canSkip(id: log[0].id))
    #expect(log.canSkip(id: log[1].id))
    #expect(log.replay(skipping: [log[0].id]) == nil)
    #expect(log.replay(skipping: []) == nil)
    #expect(log.replay(skipping: [999]) == nil)
    var replay = try #require(log.replay(skipping: [log[1].id]))
    replay.advance(by: .max)
    #expect(replay.finalState.value == 2)
  }
}
