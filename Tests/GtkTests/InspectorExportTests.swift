//  InspectorExportTests.swift

import Foundation
import ImmutableData
import ImmutableUI
import StoreInspector
import Testing

/// A failed export says in words which step failed, never the error's dump (no display needed).
@MainActor @Suite
struct InspectorExportTests {
  struct Unencodable : Error, CustomStringConvertible {
    var description: String { "EncodingError.invalidValue(Swift.Double, Context(codingPath: []))" }
  }

  func inspector(exportDirectory: URL, export: @escaping @MainActor (ActionLog<Int, Int>) throws -> Data) -> (Inspector<Int, Int>, ManualScheduler) {
    let scheduler = ManualScheduler()
    let store = Store<Int, Int>(initialState: 0) { state, action in state + action }
    let inspector = Inspector(appName: "Test", appStore: store, scheduler: scheduler, exportDirectory: exportDirectory, export: export)
    return (inspector, scheduler)
  }

  @Test func aFolderThatCannotBeWrittenIsNamed() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (inspector, scheduler) = self.inspector(exportDirectory: file) { _ in Data("{}".utf8) }
    try inspector.store.dispatch(action: .didTapExport)
    scheduler.runPending()
    #expect(inspector.store.state.status == "Export failed: Could not write a file into \(file.path): the folder may be missing, read-only or full.")
    #expect(try Data(contentsOf: file) == Data("x".utf8))
  }

  @Test func aLogThatCannotBeEncodedSaysSo() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exports-\(UUID().uuidString)")
    let (inspector, scheduler) = self.inspector(exportDirectory: directory) { _ in throw Unencodable() }
    try inspector.store.dispatch(action: .didTapExport)
    scheduler.runPending()
    #expect(inspector.store.state.status == "Export failed: The app's states or actions could not be written as an action log.")
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}
