//  QuakesState.swift

import HashTreeCollections

/// The global state of the Quakes app: the quakes by id and where loading and fetching stand.
/// What each window shows (search text, date, sort, selection) is the window's own local state.
public struct QuakesState : Hashable, Sendable, Codable {
  /// A persistent hash tree: a merge of a few quakes into 100,000 copies only the changed paths,
  /// and unchanged subtrees compare by identity, so "did the quakes change?" is cheap.
  public var quakes: TreeDictionary<String, Quake>
  /// Loading the local cache: nil until the first window appears.
  public var cacheStatus: QuakesStatus?
  public var fetchStatus: QuakesStatus?
  public var lastFetch: QuakesFetchSummary?
  /// Why the last write to the cache failed, if it did.
  public var cacheWriteError: QuakesFailure?
  /// The rows loading the cache dropped because their values are impossible, by reason, if it dropped any.
  public var cacheDroppedRows: QuakeSkips?

  public init(
    quakes: TreeDictionary<String, Quake> = [:],
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
  public init(quakes: [Quake]) {
    self.init(quakes: TreeDictionary(uniqueKeysWithValues: quakes.map { ($0.quakeId, $0) }))
  }

  public var isFetching: Bool {
    self.fetchStatus == .waiting
  }
}
