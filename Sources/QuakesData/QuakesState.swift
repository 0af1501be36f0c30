//  QuakesState.swift

/// The global state of the Quakes app: the quakes by id and where loading and fetching stand.
/// What each window shows (search text, date, sort, selection) is the window's own local state.
public struct QuakesState : Hashable, Sendable, Codable {
  /// By id and in time order (see `QuakeCollection`).
  public var quakes: QuakeCollection
  /// Loading the local cache: nil until the first window appears.
  public var cacheStatus: QuakesStatus?
  public var fetchStatus: QuakesStatus?
  public var lastFetch: QuakesFetchSummary?
  /// Why the last write to the cache failed, if it did.
  public var cacheWriteError: QuakesFailure?
  /// The rows loading the cache dropped because their values are impossible, by reason, if it dropped any.
  public var cacheDroppedRows: QuakeSkips?
  /// How far the cache load has read, while a large cache loads.
  public var cacheLoadProgress: QuakesLoadProgress?

  public init(
    quakes: QuakeCollection = [:],
    cacheStatus: QuakesStatus? = nil,
    fetchStatus: QuakesStatus? = nil,
    lastFetch: QuakesFetchSummary? = nil,
    cacheWriteError: QuakesFailure? = nil,
    cacheDroppedRows: QuakeSkips? = nil
  ) {
    self.quakes = quakes
    self.cacheStatus = cacheStatus
    self.fetchStatus = fetchStatus
    self.lastFetch = lastFetch
    self.cacheWriteError = cacheWriteError
    self.cacheDroppedRows = cacheDroppedRows
  }
}

extension QuakesState {
  /// A state holding `quakes` (an id given twice keeps its last quake), its collection built on two
  /// threads as a cache load's is.
  public init(quakes: [Quake]) {
    self.init(quakes: QuakeCollection(quakes))
  }

  public var isFetching: Bool {
    self.fetchStatus == .waiting
  }
}
