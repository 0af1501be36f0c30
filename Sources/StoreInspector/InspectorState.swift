//  InspectorState.swift

/// The inspector window's own state, kept in its own store.
nonisolated public struct InspectorState : Hashable, Sendable {
  /// The action log's version: changes whenever entries are recorded.
  public var logVersion = 0
  /// The render trace's version: changes whenever a render or paint is recorded.
  public var traceVersion = 0
  public var selectedID: Int?
  /// The entry whose state the app shows instead of the present (nil: the present).
  public var previewID: Int?
  public var isPaused = false
  /// Whether the window asks "Clear the Log?" now.
  public var isConfirmingClear = false
  /// The last export's outcome, shown in the window.
  public var status: String?
  /// What the log is narrowed to: the actions whose description contains it (ignoring case and
  /// accents); empty shows every action.
  public var searchText = ""
  /// Kinds of action the log does not list (`ActionKind`: `didTapIncrement`, `ui.didTapAddAnimal`).
  public var hiddenKinds: [String] = []
  /// When not empty, the only kinds of action the log lists.
  public var shownKinds: [String] = []
  /// What the selected action's state is searched for (paths and values); empty searches nothing.
  public var stateSearchText = ""
  /// Whether the window asks which action log to import now.
  public var isChoosingImport = false
  /// The file name of the imported log the window shows instead of the live one (nil: the live log).
  public var importedName: String?
  /// The first action of the next saved test (nil: the first kept one).
  public var testStartID: Int?
  /// An action to send, as the JSON of its Codable form.
  public var dispatchText = ""
  /// Actions left out of the history the app previews (sorted); empty: the history as it happened.
  public var skippedIDs: [Int] = []
  /// Kept actions the reducer refused in the history without the skipped ones.
  public var refusedIDs: [Int] = []
  /// How far the history without the skipped actions is computed (nil: done, or nothing skipped).
  public var replayProgress: LogProgress?
  /// How far the search (text and kind filters) got over the log (nil: done).
  public var searchProgress: LogProgress?

  public init() {}
}

/// How far work over the log (a replay, a search) got: entries done, of how many.
nonisolated public struct LogProgress : Hashable, Sendable {
  public var done: Int
  public var total: Int

  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }
}
