//  ReducersLiftTests.swift
//  `Reducers.lift` over a key path, with and without action extraction.

import ImmutableData
import TestSupport
import Testing

private struct AppState : Equatable, Sendable {
  var count = 0
  var name = ""
}

private enum CountAction : Equatable, Sendable {
  case increment
  case fail
}

private enum AppAction : Equatable, Sendable {
  case count(CountAction)
  case rename(String)
}

private let countReducer: @Sendable (Int, CountAction) throws -> Int = { count, action in
  switch action {
  case .increment: return count + 1
  case .fail: throw TestError.thunkFailed
  }
}

private let nameReducer: @Sendable (String, AppAction) throws -> String = { name, action in
  guard case .rename(let newName) = action else { return name }
  return newName
}

private let extractCount: @Sendable (AppAction) -> CountAction? = { action in
  guard case .count(let countAction) = action else { return nil }
  return countAction
}

@MainActor @Suite("Reducers.lift")
struct ReducersLiftTests {
  @Test func liftOverAKeyPathChangesOnlyTheSlice() throws {
    let reducer: @Sendable (AppState, AppAction) throws -> AppState = Reducers.lift(nameReducer, state: \AppState.name)
    let start = AppState(count: 3, name: "old")
    #expect(try reducer(start, .rename("new")) == AppState(count: 3, name: "new"))
    #expect(try reducer(start, .count(.increment)) == start)
  }

  @Test func liftWithActionExtractionAppliesMatchingActions() throws {
    let reducer: @Sendable (AppState, AppAction) throws -> AppState = Reducers.lift(
      countReducer, state: \AppState.count, action: extractCount
    )
    #expect(try reducer(AppState(count: 1, name: "n"), .count(.increment)) == AppState(count: 2, name: "n"))
  }

  @Test func extractionReturningNilLeavesTheStateUnchangedWithoutCallingTheReducer() throws {
    let calls = Recorder<CountAction>()
    let recordingCountReducer: @Sendable (Int, CountAction) throws -> Int = { count, action in
      MainActor.assumeIsolated { calls.append(action) }
      return try countReducer(count, action)
    }
    let reducer: @Sendable (AppState, AppAction) throws -> AppState = Reducers.lift(
      recordingCountReducer, state: \AppState.count, action: extractCount
    )
    let start = AppState(count: 5, name: "n")
    #expect(try reducer(start, .rename("other")) == start)
    #expect(calls.count == 0)
    _ = try reducer(start, .count(.increment))
    #expect(calls.values == [.increment])
  }

  @Test func errorFromTheLiftedReducerPropagatesAndTheStoreIsUnchanged() throws {
    let store = Store<AppState, AppAction>(
      initialState: AppState(count: 7, name: "n"),
      reducer: Reducers.lift(countReducer, state: \AppState.count, action: extractCount)
    )
    #expect(throws: TestError.thunkFailed) {
      try store.dispatch(action: .count(.fail))
    }
    #expect(store.state == AppState(count: 7, name: "n"))
  }

  @Test func liftedFeatureReducersCombineIntoOneAppReducer() throws {
    let store = Store<AppState, AppAction>(
      initialState: AppState(),
      reducer: Reducers.combine(
        Reducers.lift(countReducer, state: \AppState.count, action: extractCount),
        Reducers.lift(nameReducer, state: \AppState.name)
      )
    )
    try store.dispatch(action: .count(.increment))
    try store.dispatch(action: .rename("app"))
    try store.dispatch(action: .count(.increment))
    #expect(store.state == AppState(count: 2, name: "app"))
  }
}
