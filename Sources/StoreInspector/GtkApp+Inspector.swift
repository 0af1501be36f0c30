//  GtkApp+Inspector.swift

import AppShell
import AppSupport
import Foundation
import ImmutableData

extension GtkApp {
  /// Records the store's actions and offers the inspector in every window (Ctrl+Shift+I, or a launch
  /// that asks for it). Exports go to `AppPlaces.exportDirectory`; without `export`, the log cannot be
  /// exported. Once the app runs, the kinds of action it hides or shows only are kept in
  /// `AppPlaces.stateDirectory`.
  public func enableInspector(limit: Int = 10_000, export: (@MainActor (ActionLog<State, Action>) throws -> Data)? = nil) {
    self.inspector = Inspector(
      appName: self.id.split(separator: ".").last.map(String.init) ?? self.id,
      appStore: self.provider.store,
      appProvider: self.provider,
      limit: limit,
      scheduler: self.provider.scheduler,
      exportDirectory: AppPlaces.exportDirectory(appID: self.id),
      export: export
    )
  }

  /// `enableInspector(limit:export:)` for an app whose state and actions are `Codable`: the log is
  /// exported as an `ActionLogFile` of `logVersion`, and Import Log reads one back (at most
  /// `ActionLogFile.maxFileBytes`, of that version) and shows it. Every window's primary menu then offers
  /// Report a Problem…, which saves the session's log (the kept actions) as a problem report, with
  /// `redacting` applied: what the app marks as private is left out of it.
  ///
  /// ```swift
  /// app.enableInspector(logVersion: 1, redacting: ActionLogRedaction(fields: ["title"], leftOut: tr("The to-dos' titles")))
  /// ```
  /// `exportDirectory` is where exports, reports and tests go (default `AppPlaces.exportDirectory`).
  /// With `replayTest` (where the app's types are), the inspector saves a range of recorded actions as a
  /// Swift Testing file that replays them with a store test. With `committing` (the app's action that
  /// carries a `CommittedState`), a history previewed with skipped actions can be made the present.
  public func enableInspector(
    limit: Int = 10_000,
    logVersion: Int,
    redacting redaction: ActionLogRedaction? = nil,
    replayTest: ReplayTestSource? = nil,
    committing: (@Sendable (CommittedState<State>) -> Action)? = nil,
    exportDirectory: URL? = nil
  ) where State : Codable, Action : Codable {
    let appName = self.id.split(separator: ".").last.map(String.init) ?? self.id
    var writeReplayTest: (@MainActor ([ActionLogEntry<State, Action>]) throws -> String)?
    if let replayTest {
      writeReplayTest = { (entries: [ActionLogEntry<State, Action>]) throws -> String in
        try ReplayTestWriter.file(appName: appName, entries: entries, version: logVersion, source: replayTest)
      }
    }
    let store = self.provider.store
    self.inspector = Inspector(
      appName: appName,
      appStore: store,
      appProvider: self.provider,
      limit: limit,
      scheduler: self.provider.scheduler,
      exportDirectory: exportDirectory ?? AppPlaces.exportDirectory(appID: self.id),
      export: { log in try log.export(version: logVersion).encoded() },
      import: { url in try ActionLogFile<State, Action>.read(contentsOf: url, expectedVersion: logVersion).replayedLog(reducerOf: store) },
      report: Inspector.ProblemReporting(leftOut: redaction?.leftOut) { log, report in
        try log.export(version: logVersion).reportData(report, redacting: redaction)
      },
      writeReplayTest: writeReplayTest,
      dispatching: Inspector.ActionDispatching(
        dispatch: { [appName] text in
          let action: Action
          do {
            action = try JSONDecoder().decode(Action.self, from: Data(text.utf8))
          } catch {
            throw InspectorDispatchError.notAnAction(appName: appName)
          }
          try store.dispatch(action: action)
          return String(describing: action)
        },
        encode: { action in
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          return (try? encoder.encode(action)).map { String(decoding: $0, as: UTF8.self) }
        }
      ),
      committing: Self.committingState(committing)
    )
  }

  /// The app's action that carries a committed state, as the inspector makes it from a state.
  private static func committingState(_ make: (@Sendable (CommittedState<State>) -> Action)?) -> (@Sendable (State) -> Action)? {
    guard let make else { return nil }
    return { state in make(CommittedState(state)) }
  }
}
