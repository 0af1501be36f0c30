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
      limit: limit,
      scheduler: self.provider.scheduler,
      exportDirectory: AppPlaces.exportDirectory(appID: self.id),
      export: export
    )
  }

  /// `enableInspector(limit:export:)` for an app whose state and actions are `Codable`: the log is
  /// exported as an `ActionLogFile` of `logVersion`, and Import Log reads one back (at most
  /// `ActionLogFile.maxFileBytes`, of that version) and shows it.
  ///
  /// ```swift
  /// app.enableInspector(logVersion: 1)
  /// ```
  public func enableInspector(limit: Int = 10_000, logVersion: Int) where State : Codable, Action : Codable {
    let store = self.provider.store
    self.inspector = Inspector(
      appName: self.id.split(separator: ".").last.map(String.init) ?? self.id,
      appStore: store,
      limit: limit,
      scheduler: self.provider.scheduler,
      exportDirectory: AppPlaces.exportDirectory(appID: self.id),
      export: { log in try log.export(version: logVersion).encoded() },
      import: { url in try ActionLogFile<State, Action>.read(contentsOf: url, expectedVersion: logVersion).replayedLog(reducerOf: store) }
    )
  }
}
