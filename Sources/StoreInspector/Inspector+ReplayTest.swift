//  Inspector+ReplayTest.swift

import AppRuntime
import Foundation
import ImmutableData

extension Inspector {
  /// Whether the inspector can save recorded actions as a test (the app said where its types are).
  public var canSaveReplayTest: Bool {
    self.writeReplayTest != nil
  }

  /// The entries of the shown log from `startID` (nil: the first kept one) through `endID`, in order.
  func replayEntries(from startID: Int?, through endID: Int) -> [ActionLogEntry<State, Action>] {
    let entries = self.shownLog.entries
    let start = startID ?? entries.first?.id ?? endID
    let (low, high) = (min(start, endID), max(start, endID))
    return entries.filter { $0.id >= low && $0.id <= high }
  }

  /// Saves the actions from `startID` (nil: the first kept one) through `endID` as a Swift Testing file
  /// in the export folder and returns where: put it in the app's tests and it replays them through the
  /// reducer, stating every change (`TestStore`).
  public func saveReplayTest(from startID: Int?, through endID: Int) throws -> URL {
    guard let writeReplayTest else { throw ReplayTestError.notOffered }
    let entries = self.replayEntries(from: startID, through: endID)
    guard let first = entries.first, let last = entries.last else { throw ReplayTestError.noActions }
    let text = try writeReplayTest(entries)
    try FileManager.default.createDirectory(at: self.exportDirectory, withIntermediateDirectories: true)
    let url = self.exportDirectory.appendingPathComponent("\(self.appName)ReplaysActions\(first.id)To\(last.id).swift")
    try Data(text.utf8).write(to: url, options: .atomic)
    return url
  }

  /// Saves the test the window asked for and says where, or why not, in the status line.
  func writeReplayTest(from startID: Int?, through endID: Int?) {
    guard let endID else { return }
    do {
      let url = try self.saveReplayTest(from: startID, through: endID)
      self.dispatchLater(.didSaveTest(path: url.path))
    } catch {
      self.logger.error("Saving a replay test failed: \(String(describing: error))")
      self.dispatchLater(.didFailToSaveTest(message: AppNotices.userMessage(for: error)))
    }
  }
}
