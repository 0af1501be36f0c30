//  TestStore+Replay.swift

import Foundation
import ImmutableData
import Testing

extension TestStore where State : Codable, Action : Codable {
  /// Replays a recorded session with a store test: `recording` is an action log of `version` (the
  /// state before the first action, then the actions), `statesAfter` the JSON array of the state after
  /// each action; every action is sent through `reducer` and its change stated as the recorded state.
  /// What the inspector's Save as Test writes calls it.
  ///
  /// ```swift
  /// try TestStore.replay(recording, statesAfter: statesAfter, version: 1, reducer: CounterReducer.reduce)
  /// ```
  public static func replay(
    _ recording: String,
    statesAfter: String,
    version: Int,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let log = try ActionLogFile<State, Action>.decode(Data(recording.utf8), expectedVersion: version)
    let states = try JSONDecoder().decode([State].self, from: Data(statesAfter.utf8))
    #expect(states.count == log.actions.count, "one recorded state for each action", sourceLocation: sourceLocation)
    let test = TestStore(initialState: log.initialState, reducer: reducer)
    for (action, state) in zip(log.actions, states) {
      try test.send(action, sourceLocation: sourceLocation) { $0 = state }
    }
  }
}
