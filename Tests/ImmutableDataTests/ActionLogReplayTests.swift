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

extension ActionLogReplayTests {
  /// The log drops its oldest entries past its limit: a replay that had not reached them ends where
  /// it got, with the states it computed still there.
  @Test func entriesTheLogDropsEndTheReplayWhereItGot() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store, limit: 4)
    for _ in 0 ..< 4 {
      try store.dispatch(action: .increment)
    }
    let first = log[0].id
    var replay = try #require(log.replay(skipping: [first]))
    replay.advance(by: 1)
    for _ in 0 ..< 3 {
      try store.dispatch(action: .add(10))
    }
    replay.advance(by: .max)
    #expect(replay.isComplete)
    #expect(replay.stateAfter(id: first)?.value == 0)
    #expect(replay.stateAfter(id: first + 1) == nil)
  }

  /// States are kept in chunks: a replay longer than one chunk answers for every entry.
  @Test func aLongReplayKeepsEveryState() throws {
    let store = makeCounterStore()
    let log = ActionLog(store: store, limit: 5_000)
    for _ in 0 ..< 3_000 {
      try store.dispatch(action: .increment)
    }
    var replay = try #require(log.replay(skipping: [log[0].id]))
    replay.advance(by: .max)
    #expect(replay.finalState.value == 2_999)
    #expect(replay.stateAfter(id: log[2_047].id)?.value == 2_047)
    #expect(replay.stateAfter(id: log[1_024].id)?.value == 1_024)
    #expect(replay.progress == (3_000, 3_000))
  }
}
