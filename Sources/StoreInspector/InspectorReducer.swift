//  InspectorReducer.swift

import Localization

/// The inspector's reducer; the log and the app store are driven by `InspectorEffects`.
nonisolated public enum InspectorReducer {
  @Sendable public static func reduce(state: InspectorState, action: InspectorAction) -> InspectorState {
    var state = state
    switch action {
    case .logDidChange(let version):
      state.logVersion = version
    case .traceDidChange(let version):
      state.traceVersion = version
    case .didSelect(let id):
      state.selectedID = id
    case .didTapJump:
      state.previewID = state.selectedID
    case .didTapReturnToPresent:
      state.previewID = nil
      state.clearSkips()
    case .previewDidEnd:
      // The app dispatched: its present moved on, and a history without skipped actions is out of date.
      state.previewID = nil
      if !state.skippedIDs.isEmpty {
        state.clearSkips()
        state.status = tr("The app changed: the skipped actions are back")
      }
    case .didTapSkip:
      guard let id = state.selectedID else { break }
      if let index = state.skippedIDs.firstIndex(of: id) {
        state.skippedIDs.remove(at: index)
      } else {
        state.skippedIDs.append(id)
        state.skippedIDs.sort()
      }
      state.refusedIDs = []
      state.replayProgress = state.skippedIDs.isEmpty ? nil : LogProgress(done: 0, total: 0)
      state.status = nil
    case .replayDidAdvance(let done, let total):
      state.replayProgress = LogProgress(done: done, total: total)
    case .replayDidFinish(let refused):
      state.replayProgress = nil
      state.refusedIDs = refused
    case .didTapCommitSkips:
      state.status = nil
    case .didCommitSkips(let count):
      state.clearSkips()
      state.previewID = nil
      state.status = trn("Committed the history without %@ action", "Committed the history without %@ actions", count)
    case .didFailToCommitSkips(let message):
      state.status = tr("Nothing was committed: %@", message)
    case .didTapDiscardSkips:
      state.clearSkips()
      state.status = nil
    case .didTapPause:
      state.isPaused = true
    case .didTapResume:
      state.isPaused = false
    case .didTapClear:
      state.isConfirmingClear = true
    case .didCancelClear:
      state.isConfirmingClear = false
    case .didConfirmClear:
      state.isConfirmingClear = false
      state.selectedID = nil
      state.previewID = nil
      state.clearSkips()
    case .didTapExport, .didTapSaveTest:
      state.status = nil
    case .didTapMarkTestStart:
      state.testStartID = state.selectedID
      state.status = state.selectedID.map { tr("The next test starts at action %@", $0) }
    case .didChangeDispatchText(let text):
      state.dispatchText = text
    case .didTapEditAsNew, .didTapDispatch:
      state.status = nil
    case .didDispatch(let description):
      state.status = tr("Dispatched %@", description)
    case .didFailToDispatch(let message):
      state.status = tr("Nothing was dispatched: %@", message)
    case .didSaveTest(let path):
      state.status = tr("Saved the test to %@", path)
    case .didFailToSaveTest(let message):
      state.status = tr("Could not save the test: %@", message)
    case .didExport(let path):
      state.status = tr("Exported to %@", path)
    case .didFailToExport(let message):
      state.status = tr("Export failed: %@", message)
    case .didChangeSearch(let text):
      state.searchText = text
    case .searchDidAdvance(let progress):
      state.searchProgress = progress
    case .didChangeStateSearch(let text):
      state.stateSearchText = text
    case .didHideKind(let kind):
      if !state.hiddenKinds.contains(kind) {
        state.hiddenKinds.append(kind)
        state.hiddenKinds.sort()
      }
      state.shownKinds.removeAll { $0 == kind }
      state.selectedID = nil
    case .didShowOnlyKind(let kind):
      if !state.shownKinds.contains(kind) {
        state.shownKinds.append(kind)
        state.shownKinds.sort()
      }
      state.hiddenKinds.removeAll { $0 == kind }
    case .didRestoreFilters(let hidden, let shown):
      state.hiddenKinds = hidden
      state.shownKinds = shown
    case .didFailToRestoreFilters(let message):
      state.status = message
    case .didTapShowAllKinds:
      state.hiddenKinds = []
      state.shownKinds = []
    case .didTapImport:
      state.isChoosingImport = true
      state.status = nil
    case .didCancelImport, .didChooseImport:
      state.isChoosingImport = false
    case .didImport(let name, let lastID):
      state.clearSkips()
      state.importedName = name
      state.selectedID = lastID
      state.previewID = lastID
      state.searchText = ""
      state.status = tr("Imported %@", name)
    case .didFailToImport(let message):
      state.status = tr("Import failed: %@", message)
    case .didTapCloseImport:
      state.clearSkips()
      state.importedName = nil
      state.selectedID = nil
      state.previewID = nil
      state.status = nil
    }
    return state
  }
}

nonisolated extension InspectorState {
  mutating func clearSkips() {
    self.skippedIDs = []
    self.refusedIDs = []
    self.replayProgress = nil
  }
}
