//  InspectorDropImportTests.swift

import AppTesting
import CounterData
import CounterUI
import Foundation
import ImmutableData
import Testing

/// An action log dropped on the inspector from the file manager is imported as Import Log… imports it.
@MainActor @Suite(.serialized)
struct InspectorDropImportTests {
  @Test(arguments: WindowTest.displays)
  func aLogDroppedOnTheInspectorIsImported(on display: WindowTest.Display) throws {
    let session = try CounterInspectorSession(on: display, clicking: ["Increment"])
    defer { session.close() }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dropped-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let log = ActionLogFile(version: CounterApp.actionLogVersion, initialState: CounterState(value: 40), actions: [CounterAction.didTapIncrement, .didTapIncrement])
    try log.encoded().write(to: url)
    try session.inspector.dropFile(url.path)
    #expect(session.inspector.shows("Showing the imported log \(url.lastPathComponent), not the app's own"))
    #expect(session.store.select(\.value) == 42, "the app previews the log's last state")
    #expect(session.rows.count == 2)
  }
}
