//  Inspector.swift

import AppShell
import AppSupport
import DeclarativeViews
import Foundation
import ImmutableData
import ImmutableUI
import Localization
import Logging

/// Devtools for a running app: records every action of the app's store in an `ActionLog` and shows it
/// in a window built with the same view layer, on its own store. Selecting an action shows the state
/// before and after it and what changed; "Jump to" previews the app at that point (its windows show the
/// past state) until "Back to Present"; recording can be paused; the log can be exported as JSON, and an
/// exported log imported: the window then shows its actions and the app its last state, until "Close".
/// Skipped actions are left out of a history the app previews and may commit (`Inspector+Skips`); while
/// the window is open, the app's renders are traced so each action says why it rendered (`RenderTrace`).
public final class Inspector<State, Action> : InspectorHosting where State : Sendable, Action : Sendable {
  public let log: ActionLog<State, Action>
  public let store: Store<InspectorState, InspectorAction>
  let provider: StoreProvider<InspectorState, InspectorAction>
  let appName: String
  let appStore: Store<State, Action>
  private let export: (@MainActor (ActionLog<State, Action>) throws -> Data)?
  private let importLog: (@MainActor (URL) throws -> ActionLog<State, Action>)?
  let report: ProblemReporting?
  /// Sends actions given as text (nil: the app's actions are not `Codable`).
  let dispatching: ActionDispatching?
  /// What each recorded action cost the app's windows, while the inspector window is open.
  let trace: RenderTrace
  /// The app's provider, told to trace renders while the inspector window is open (nil: not traced).
  private let appProvider: StoreProvider<State, Action>?
  /// The newest action id the trace was told about.
  private var lastTracedID = 0
  private var isTraceChangeScheduled = false
  /// Makes the action that sets the app's state to a committed one (nil: the app takes none).
  let committing: (@Sendable (State) -> Action)?
  /// Which actions the window lists, found a slice at a time.
  let search = ActionLogSearch<State, Action>()
  /// Increases with each new search: the slices of an older one stop.
  var searchGeneration = 0
  /// Whether a batch of actions is being described for the search on another thread.
  var isDescribing = false
  /// The history without the skipped actions, as far as it is computed (nil: nothing skipped).
  var skipReplay: ActionLogReplay<State, Action>?
  /// Increases with each new set of skipped actions: the slices of an older replay stop.
  var replayGeneration = 0
  /// True while a commit dispatches to the app: the preview it ends is not the app moving on.
  var isCommitting = false
  /// Writes recorded entries as a replay test (nil: the app's types cannot be named in one).
  let writeReplayTest: (@MainActor ([ActionLogEntry<State, Action>]) throws -> String)?
  /// The imported log the window shows instead of `log` (nil: the live log).
  public private(set) var importedLog: ActionLog<State, Action>?
  let exportDirectory: URL
  /// Where the kind filters are kept between runs (nil: not kept); nil too after a file was refused,
  /// which is then left as it is.
  private var filtersFile: InspectorFiltersFile?
  private var isLogChangeScheduled = false
  let logger = Logger(label: "StoreInspector")
  public private(set) var window: (any WindowHosting)?
  public var onPreviewChange: (@MainActor () -> Void)?

  public init(
    appName: String,
    appStore: Store<State, Action>,
    appProvider: StoreProvider<State, Action>? = nil,
    limit: Int = 10_000,
    scheduler: any RenderScheduler,
    exportDirectory: URL,
    export: (@MainActor (ActionLog<State, Action>) throws -> Data)?,
    import importLog: (@MainActor (URL) throws -> ActionLog<State, Action>)? = nil,
    report: ProblemReporting? = nil,
    writeReplayTest: (@MainActor ([ActionLogEntry<State, Action>]) throws -> String)? = nil,
    dispatching: ActionDispatching? = nil,
    committing: (@Sendable (State) -> Action)? = nil,
    filtersFile: InspectorFiltersFile? = nil
  ) {
    self.committing = committing
    self.appProvider = appProvider
    self.trace = RenderTrace(limit: limit)
    self.dispatching = dispatching
    self.report = report
    self.writeReplayTest = writeReplayTest
    self.appName = appName
    self.appStore = appStore
    let log = ActionLog(store: appStore, limit: limit)
    self.log = log
    self.store = Store(initialState: InspectorState(), reducer: InspectorReducer.reduce)
    self.provider = StoreProvider(store: self.store, scheduler: scheduler)
    self.exportDirectory = exportDirectory
    self.export = export
    self.importLog = importLog
    self.filtersFile = filtersFile
    log.onChange = { [weak self] in
      self?.traceRecordedAction()
      self?.scheduleLogChange()
    }
    self.trace.onChange = { [weak self] in self?.scheduleTraceChange() }
    self.store.addObserver { [weak self] oldState, action in
      self?.perform(oldState: oldState, action: action)
    }
    appStore.addPreviewObserver { [weak self] in
      guard let self else { return }
      if self.appStore.isPreviewing {
        self.trace.stopAttributing()
      }
      self.onPreviewChange?()
      let state = self.store.state
      guard !self.appStore.isPreviewing, !self.isCommitting, state.previewID != nil || !state.skippedIDs.isEmpty else { return }
      self.dispatchLater(.previewDidEnd)
    }
    self.restoreFilters()
  }

  public func keepFilters(in directory: URL) {
    self.filtersFile = InspectorFiltersFile(directory: directory)
    self.restoreFilters()
  }

  /// Lists what the last run listed: the kept filters, or, for a file it will not use, a word in the
  /// status line (the file is left as it is, and not written this run).
  private func restoreFilters() {
    guard let file = self.filtersFile else { return }
    do {
      guard let filters = try file.load() else { return }
      try? self.store.dispatch(action: .didRestoreFilters(hidden: filters.hidden, shown: filters.shown))
    } catch {
      self.filtersFile = nil
      self.logger.warning("The inspector's filters in \(file.url.path) were not used: \(error)")
      try? self.store.dispatch(action: .didFailToRestoreFilters(message: tr("The kept filters could not be used (%@ is left as it is).", file.url.lastPathComponent)))
    }
  }

  /// Keeps the kind filters for the next run.
  private func saveFilters(_ state: InspectorState) {
    guard let file = self.filtersFile else { return }
    let filters = InspectorFilters(hidden: state.hiddenKinds, shown: state.shownKinds)
    guard filters.isWithinLimits else { return }
    do {
      try file.save(filters)
    } catch {
      self.logger.error("Keeping the inspector's filters in \(file.url.path) failed: \(String(describing: error))")
    }
  }

  /// The log the window shows: the imported one, or the live one.
  public var shownLog: ActionLog<State, Action> {
    self.importedLog ?? self.log
  }

  public var preview: InspectorPreview? {
    let state = self.store.state
    let log = self.shownLog
    guard self.appStore.isPreviewing, log.count > 0 else { return nil }
    if let id = state.previewID, log.entry(id: id) != nil {
      return InspectorPreview(position: id - log[0].id + 1, count: log.count, skippedCount: state.skippedIDs.count)
    }
    return state.skippedIDs.isEmpty ? nil : InspectorPreview(position: nil, count: log.count, skippedCount: state.skippedIDs.count)
  }

  public func returnToPresent() {
    try? self.store.dispatch(action: .didTapReturnToPresent)
  }

  public var canExport: Bool {
    self.export != nil
  }

  public var canImport: Bool {
    self.importLog != nil
  }

  /// Where exports go, and where Import Log starts looking.
  var exportFolder: String {
    self.exportDirectory.path
  }

  public func open(environment: WindowEnvironment) {
    if let window, window.isOpen {
      window.open()
      return
    }
    // Strong: the open window needs its inspector, and an unowned one crashed a render that outlived it.
    // The window's host lets go of the scene once the window closes.
    let scene = WindowScene<InspectorState, InspectorAction> { context in
      InspectorWindow.body(context, inspector: self)
    }
    let inspectorEnvironment = WindowEnvironment(
      makeSurface: environment.makeSurface,
      openWindow: { [weak self] in self?.window?.open() },
      didClose: { [weak self] _ in
        self?.window = nil
        self?.appProvider?.tracer = nil
      },
      commonActions: { window in
        let close: @MainActor () -> Void = { [weak window] in window?.close() }
        return [(WindowAction(name: "close", shortcut: "<Control>w"), close)]
      },
      isDark: environment.isDark
    )
    let window = scene.makeWindow(provider: self.provider, environment: inspectorEnvironment)
    self.window = window
    self.lastTracedID = self.log.count > 0 ? self.log[self.log.count - 1].id : 0
    self.appProvider?.tracer = self.trace
    window.open()
  }

  /// Many app actions in one turn update the inspector once.
  private func scheduleLogChange() {
    guard !self.isLogChangeScheduled else { return }
    self.isLogChangeScheduled = true
    self.provider.scheduler.schedule { [weak self] in
      guard let self else { return }
      self.isLogChangeScheduled = false
      try? self.store.dispatch(action: .logDidChange(version: self.log.version))
    }
  }

  /// Tells the trace about an action the log just recorded, while it traces.
  private func traceRecordedAction() {
    guard self.appProvider?.tracer != nil, self.log.count > 0 else { return }
    let id = self.log[self.log.count - 1].id
    guard id > self.lastTracedID else { return }
    self.lastTracedID = id
    self.trace.didRecord(id: id)
  }

  /// Many trace changes in one turn update the inspector once.
  private func scheduleTraceChange() {
    guard !self.isTraceChangeScheduled else { return }
    self.isTraceChangeScheduled = true
    self.provider.scheduler.schedule { [weak self] in
      guard let self else { return }
      self.isTraceChangeScheduled = false
      try? self.store.dispatch(action: .traceDidChange(version: self.trace.version))
    }
  }

  /// How long one slice of long work (a replay, a search) may run: a third of a 16 ms frame, which
  /// also renders, lays out and paints.
  static var sliceDuration: Duration { .milliseconds(5) }

  /// Runs the next slice of long work at the inspector window's next frame, before its layout and
  /// paint, so each frame shows the progress (work queued on the main loop back to back would hold
  /// GTK's frames until it is done); without frames, in the scheduler's next turn.
  func onNextSlice(_ body: @escaping @MainActor () -> Void) {
    if let window = self.window, window.isOpen, window.surface.onNextFrame(body) {
      return
    }
    self.provider.scheduler.schedule(body)
  }

  func dispatchLater(_ action: InspectorAction) {
    self.provider.scheduler.schedule { [weak self] in
      try? self?.store.dispatch(action: action)
    }
  }

  /// The inspector's side effects, run after its reducer: drive the log and the app store's preview.
  private func perform(oldState: InspectorState, action: InspectorAction) {
    let state = self.store.state
    if action == .didTapCloseImport {
      self.importedLog = nil
    }
    if state.skippedIDs != oldState.skippedIDs {
      self.replaySkips(state.skippedIDs)
    }
    if Self.changesSearch(action, from: oldState, to: state) {
      self.refreshSearch(state)
    }
    if state.previewID != oldState.previewID || state.skippedIDs != oldState.skippedIDs || action == .didTapCloseImport {
      self.updatePreview()
    }
    if (state.hiddenKinds != oldState.hiddenKinds || state.shownKinds != oldState.shownKinds), !Self.isRestore(action) {
      self.saveFilters(state)
    }
    if state.isPaused != oldState.isPaused {
      state.isPaused ? self.log.pause() : self.log.resume()
    }
    switch action {
    case .didConfirmClear:
      self.log.clear()
      self.trace.clear()
    case .didTapExport:
      self.writeExport()
    case .didTapSaveTest:
      self.writeReplayTest(from: state.testStartID, through: state.selectedID)
    case .didTapEditAsNew:
      self.editAsNew(id: state.selectedID)
    case .didTapDispatch:
      self.dispatchText(state.dispatchText)
    case .didTapCommitSkips:
      self.commitSkips()
    case .logDidChange:
      self.endSkipsIfTheLogMovedOn()
    case .didChooseImport(let path):
      self.readImport(path: path)
    default:
      break
    }
  }

  /// Shows the app the previewed state (`previewedState()`), or its present.
  func updatePreview() {
    if let state = self.previewedState() {
      self.appStore.preview(state)
    } else if self.appStore.isPreviewing {
      self.appStore.preview(nil)
    }
  }

  /// Whether what the log lists may change: the search, the filters, or the log itself.
  private static func changesSearch(_ action: InspectorAction, from oldState: InspectorState, to state: InspectorState) -> Bool {
    switch action {
    case .logDidChange, .didImport, .didTapCloseImport, .didConfirmClear:
      true
    default:
      state.searchText != oldState.searchText || state.hiddenKinds != oldState.hiddenKinds || state.shownKinds != oldState.shownKinds
    }
  }

  private static func isRestore(_ action: InspectorAction) -> Bool {
    if case .didRestoreFilters = action { true } else { false }
  }

  /// Writes the log as a new file in the export directory; a failure says in the user's words which
  /// step failed (the error's description goes to the log).
  private func writeExport() {
    guard let export else { return }
    let data: Data
    do {
      data = try export(self.shownLog)
    } catch {
      self.failToExport(error, message: (error as? any UserFacingError)?.userMessage
        ?? tr("The app's states or actions could not be written as an action log."))
      return
    }
    do {
      try FileManager.default.createDirectory(at: self.exportDirectory, withIntermediateDirectories: true)
      let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
      let url = self.exportDirectory.appendingPathComponent("action-log-\(stamp).json")
      try data.write(to: url, options: .withoutOverwriting)
      self.dispatchLater(.didExport(path: url.path))
    } catch {
      self.failToExport(error, message: tr("Could not write a file into %@: the folder may be missing, read-only or full.", self.exportDirectory.path))
    }
  }

  /// Reads and replays the log at `path`; the window then shows it. A file that cannot be replayed is
  /// refused in the user's words (and left as it is).
  private func readImport(path: String) {
    guard let importLog else { return }
    do {
      let log = try importLog(URL(fileURLWithPath: path))
      self.importedLog = log
      self.dispatchLater(.didImport(name: URL(fileURLWithPath: path).lastPathComponent, lastID: log.entries.last?.id))
    } catch {
      self.logger.error("Importing the action log \(path) failed: \(String(describing: error))")
      self.dispatchLater(.didFailToImport(message: AppNotices.userMessage(for: error)))
    }
  }

  private func failToExport(_ error: any Error, message: String) {
    self.logger.error("Exporting the action log failed: \(String(describing: error))")
    self.dispatchLater(.didFailToExport(message: message))
  }
}
