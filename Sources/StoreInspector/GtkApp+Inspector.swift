//  GtkApp+Inspector.swift

import AppShell
import AppSupport
import Foundation
import ImmutableData

extension GtkApp {
  /// Records the store's actions and offers the inspector in every window (Ctrl+Shift+I, or a launch
  /// that asks for it). Exports go to `AppPlaces.exportDirectory`; without `export`, the log cannot be exported.
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
}
