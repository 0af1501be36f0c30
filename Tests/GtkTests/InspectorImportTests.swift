//  InspectorImportTests.swift

import AppShell
import Foundation
import ImmutableData
import ImmutableUI
import StoreInspector
import Testing

/// Import Log: the inspector reads an exported log, shows its actions and previews the app at its last
/// state until Close; a file it cannot replay is refused in words and left as it is (no display needed).
@MainActor @Suite
struct InspectorImportTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-import-\(UUID().uuidString)")
  let scheduler = ManualScheduler()
  let store = Store<Int, Int>(initialState: 0) { state, action in
    struct Refused : Error {}
    if action == 0 { throw Refused() }
    return state + action
  }

  init() throws {
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  private func inspector() -> Inspector<Int, Int> {
    let store = self.store
    return Inspector(
      appName: "Test", appStore: store, scheduler: self.scheduler, exportDirectory: self.directory,
      export: { log in try log.export(version: 1).encoded() },
      import: { url in try ActionLogFile<Int, Int>.read(contentsOf: url, expectedVersion: 1).replayedLog(reducerOf: store) }
    )
  }

  private func written(_ file: ActionLogFile<Int, Int>, as name: String) throws -> String {
    let url = self.directory.appendingPathComponent(name)
    try file.encoded().write(to: url)
    return url.path
  }

  private func send(_ action: InspectorAction, to inspector: Inspector<Int, Int>) throws {
    try inspector.store.dispatch(action: action)
    self.scheduler.runPending()
  }

  @Test func anImportedLogIsShownAndTheAppPreviewsItsLastStateUntilClose() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let inspector = self.inspector()
    try self.store.dispatch(action: 5)
    let path = try self.written(ActionLogFile(version: 1, initialState: 100, actions: [1, 2, 3]), as: "session.json")
    try self.send(.didTapImport, to: inspector)
    #expect(inspector.store.state.isChoosingImport)
    try self.send(.didChooseImport(path: path), to: inspector)
    #expect(inspector.store.state.importedName == "session.json")
    #expect(inspector.shownLog.entries.map(\.action) == [1, 2, 3])
    #expect(inspector.shownLog.entries.map(\.stateAfter) == [101, 103, 106])
    #expect(self.store.isPreviewing && self.store.select { $0 } == 106, "the app shows the log's last state")
    #expect(inspector.preview == InspectorPreview(position: 3, count: 3))
    // Jump to the first imported action, then close: the live log and the present again.
    try self.send(.didSelect(id: inspector.shownLog.entries[0].id), to: inspector)
    try self.send(.didTapJump, to: inspector)
    #expect(self.store.select { $0 } == 101)
    try self.send(.didTapCloseImport, to: inspector)
    #expect(inspector.importedLog == nil && inspector.store.state.importedName == nil)
    #expect(!self.store.isPreviewing && self.store.select { $0 } == 5, "the present was kept")
    #expect(inspector.shownLog.entries.map(\.action) == [5])
  }

  @Test func aLogThatCannotBeReplayedIsRefusedInWordsAndLeftAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let inspector = self.inspector()
    let refused = try self.written(ActionLogFile(version: 1, initialState: 0, actions: [1, 0, 2]), as: "refused.json")
    let before = try Data(contentsOf: URL(fileURLWithPath: refused))
    try self.send(.didChooseImport(path: refused), to: inspector)
    #expect(inspector.store.state.status == "Import failed: The app refused action 2 of this action log while replaying it. It cannot be replayed.")
    #expect(inspector.importedLog == nil && !self.store.isPreviewing)
    #expect(try Data(contentsOf: URL(fileURLWithPath: refused)) == before)
    let foreign = self.directory.appendingPathComponent("foreign.json")
    try Data(#"{"type": "FeatureCollection"}"#.utf8).write(to: foreign)
    try self.send(.didChooseImport(path: foreign.path), to: inspector)
    #expect(inspector.store.state.status == "Import failed: This file is not an action log: it was refused and left as it is.")
  }
}
