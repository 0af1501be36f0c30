//  InspectorAction.swift

/// What happened in the inspector window (or to the log it shows).
nonisolated public enum InspectorAction : Hashable, Sendable {
  case logDidChange(version: Int)
  /// The app's windows flushed, rendered or painted: the render reports changed.
  case traceDidChange(version: Int)
  case didSelect(id: Int?)
  case didTapJump
  case didTapReturnToPresent
  /// The app dispatched an action while showing a past state, which ended the preview.
  case previewDidEnd
  case didTapPause
  case didTapResume
  /// Clear Log: asks first (the recorded actions cannot be brought back).
  case didTapClear
  case didConfirmClear
  case didCancelClear
  case didTapExport
  case didExport(path: String)
  case didFailToExport(message: String)
  /// The search text changed: the log shows the actions that match it.
  case didChangeSearch(String)
  /// The search checked this much of the log (nil: all of it).
  case searchDidAdvance(LogProgress?)
  /// The log stops listing actions of this kind (`ActionKind`).
  case didHideKind(String)
  /// The state search text changed: the selected action's states show the paths and values that match.
  case didChangeStateSearch(String)
  /// The log lists only actions of this kind (and others shown so).
  case didShowOnlyKind(String)
  /// The filters kept from the last run (`InspectorFiltersFile`) were read.
  case didRestoreFilters(hidden: [String], shown: [String])
  /// The filters kept from the last run could not be used: the reason, in words.
  case didFailToRestoreFilters(message: String)
  /// The log lists every kind again.
  case didTapShowAllKinds
  /// Import Log: asks for a file.
  case didTapImport
  case didCancelImport
  case didChooseImport(path: String)
  /// The log at `name` was read and replayed: the window shows it, and the app its last state (`lastID`).
  case didImport(name: String, lastID: Int?)
  case didFailToImport(message: String)
  /// Back to the live log (and the app's present state).
  case didTapCloseImport
  /// The selected action is where the next saved test starts.
  case didTapMarkTestStart
  /// Save the actions from the test's start through the selected one as a test.
  case didTapSaveTest
  case didSaveTest(path: String)
  case didFailToSaveTest(message: String)
  /// The text of an action to send changed.
  case didChangeDispatchText(String)
  /// Put the selected action's text in the field, to edit as a new one.
  case didTapEditAsNew
  /// Send the action written in the field to the app's store.
  case didTapDispatch
  case didDispatch(description: String)
  case didFailToDispatch(message: String)
  /// Leave the selected action out of the history the app previews, or put it back.
  case didTapSkip
  /// The history without the skipped actions is computed this far (`done` of `total`).
  case replayDidAdvance(done: Int, total: Int)
  /// The history without the skipped actions is computed: the reducer refused these kept actions in it.
  case replayDidFinish(refused: [Int])
  /// Make the history without the skipped actions the app's present state.
  case didTapCommitSkips
  case didCommitSkips(count: Int)
  case didFailToCommitSkips(message: String)
  /// Put every skipped action back: the app shows its present state again.
  case didTapDiscardSkips
}
