//  QuakesListener.swift

import ImmutableData
import Logging

/// Does the I/O the actions ask for, with thunks that dispatch the results:
/// - the first appearance loads the cache;
/// - a refresh fetches the chosen feed (one fetch at a time);
/// - a fetch result, a delete or its undo is replayed through the (pure) reducer on the old state, and exactly
///   the inserted, updated and deleted quakes go to the cache, in the order the actions happened.
/// Failures reach the state as a `QuakesFailure` the window words for people; their technical detail
/// (URL, HTTP status, resolver or SQLite message) goes to the log.
@MainActor public final class QuakesListener {
  nonisolated private static let logger = Logger(label: "org.immutabledata.Quakes.listener")

  public typealias AppStore = Store<QuakesState, QuakesAction>

  private let feed: any QuakesFeedClient
  private let cache: any QuakesCache
  private let firstLaunchRange: QuakesFeedRange?
  private var listening: StoreListening<QuakesState, QuakesAction>?
  /// A write failed: the cache misses changes, so the next write replaces its contents with the quakes
  /// (when the cache loaded; an unreadable one is never replaced).
  private var cacheIsBehind = false

  /// `firstLaunchRange`: a feed to fetch when the cache loads empty (a first launch), or nil.
  public init(feed: any QuakesFeedClient, cache: any QuakesCache, firstLaunchRange: QuakesFeedRange? = nil) {
    self.feed = feed
    self.cache = cache
    self.firstLaunchRange = firstLaunchRange
  }

  /// Starts reacting to the store's actions (every one, in order: a dropped fetch result would leave the
  /// cache behind the state) until `stop()`; the store counts the work in its `listenerActivity`.
  public func listen(to store: AppStore) {
    self.stop()
    self.listening = store.listen { [weak self] oldState, action in
      await self?.onReceive(oldState: oldState, action: action, store: store)
    }
  }

  public func stop() {
    self.listening?.cancel()
    self.listening = nil
  }

  private func onReceive(oldState: QuakesState, action: QuakesAction, store: AppStore) async {
    switch action {
    case .ui(.onAppear) where oldState.cacheStatus == nil:
      self.run(self.loadCache(), on: store)
    case .ui(.onTapRefresh(let range)) where oldState.fetchStatus != .waiting:
      self.run(self.fetchQuakes(range: range), on: store)
    case .ui(.onTapDeleteSelected), .ui(.onTapUndoDeleteSelected), .data(.feedDidFetch), .ui(.onTapDeleteAll):
      // Only over a cache that loaded: one that could not be read keeps its rows for the user to rescue.
      if self.cacheIsBehind, store.state.cacheStatus == .success {
        // The state after this action (and maybe later ones: their own writes then change nothing).
        let quakes = Array(store.state.quakes.values)
        await self.write(store: store, catchingUp: true) { cache in try await cache.replaceAll(with: quakes) }
      } else if case .ui(.onTapDeleteAll) = action {
        await self.write(store: store) { cache in try await cache.deleteAll() }
      } else {
        let changes = await Self.changes(from: oldState, by: action)
        if !changes.isEmpty {
          await self.write(store: store) { cache in try await cache.apply(changes) }
        }
      }
    case .ui(.inspectorDidCommit(let committed)) where store.state.cacheStatus == .success:
      let quakes = Array(committed.state.quakes.values)
      await self.write(store: store, catchingUp: self.cacheIsBehind) { cache in try await cache.replaceAll(with: quakes) }
    case .data(.cacheDidLoad(let quakes)) where quakes.isEmpty && oldState.quakes.isEmpty && oldState.lastFetch == nil:
      if let range = self.firstLaunchRange {
        try? store.dispatch(action: .ui(.onTapRefresh(range)))
      }
    default:
      break
    }
  }

  /// What `action` changed in the quakes: the reducer is pure, so running it again on `oldState` gives
  /// exactly the state the store had right after it, whatever was dispatched since. Off the main actor.
  @concurrent nonisolated static func changes(from oldState: QuakesState, by action: QuakesAction) async -> QuakesChanges {
    let newState = QuakesReducer.reduce(state: oldState, action: action)
    switch action {
    case .ui(.onTapDeleteSelected(let quakeId)):
      return QuakesChanges.between(oldState.quakes, newState.quakes, among: [quakeId])
    case .ui(.onTapUndoDeleteSelected(let quake)):
      return QuakesChanges.between(oldState.quakes, newState.quakes, among: [quake.quakeId])
    case .data(.feedDidFetch(let report)):
      return QuakesChanges.between(oldState.quakes, newState.quakes, among: report.quakes.lazy.map(\.quakeId))
    default:
      return QuakesChanges()
    }
  }

  /// Awaited in the stream loop, so cache writes happen one at a time and in action order. A failed write
  /// leaves the cache behind (reported, a full disk in its own words); the next successful one, which then
  /// replaces the whole contents, reports that it caught up.
  private func write(store: AppStore, catchingUp: Bool = false, _ body: @Sendable (any QuakesCache) async throws -> Void) async {
    do {
      try await body(self.cache)
      if catchingUp {
        self.cacheIsBehind = false
        Self.logger.notice("The earthquake cache caught up with the quakes in memory.")
        try? store.dispatch(action: .data(.cacheDidCatchUp))
      }
    } catch {
      Self.logger.error("Could not save to the earthquake cache: \(QuakesErrorMessage.describe(error))")
      self.cacheIsBehind = true
      let failure = (error as? any QuakesFailureReporting)?.failure == .cacheDiskFull ? QuakesFailure.cacheDiskFull : .cacheNotSaved
      try? store.dispatch(action: .data(.cacheDidFailToSave(failure)))
    }
  }

  private func run(_ thunk: @escaping @Sendable (AppStore, AppStore) async throws -> Void, on store: AppStore) {
    self.listening?.run {
      try? await store.dispatch(thunk: thunk)
    }
  }

  private func loadCache() -> @Sendable (AppStore, AppStore) async throws -> Void {
    let cache = self.cache
    return { dispatcher, _ in
      let action: QuakesAction
      do {
        // A large cache's newest quakes first: the window lists them while the rest loads.
        var recent: QuakeCollection?
        if let contents = try? await cache.loadRecent(), !contents.quakes.isEmpty {
          let loaded = await Self.loaded(contents.quakes)
          try await dispatcher.dispatch(action: .data(.cacheDidLoadRecent(loaded)))
          recent = loaded.collection
        }
        let contents = try await cache.load { progress in
          Task { @MainActor in try? dispatcher.dispatch(action: .data(.cacheDidRead(progress))) }
        }
        if let message = contents.droppedMessage {
          Self.logger.warning("\(message)")
          try await dispatcher.dispatch(action: .data(.cacheDidDropRows(contents.dropped)))
        }
        action = .data(.cacheDidLoad(await Self.loaded(contents.quakes, after: recent)))
      } catch {
        Self.logger.error("Could not load the earthquake cache: \(QuakesErrorMessage.describe(error))")
        action = .data(.cacheDidFailToLoad(.cacheUnreadable))
      }
      try await dispatcher.dispatch(action: action)
    }
  }

  /// The loaded quakes with their collection, built off the main actor.
  @concurrent nonisolated private static func loaded(_ quakes: [Quake], after recent: QuakeCollection? = nil) async -> LoadedQuakes {
    LoadedQuakes(quakes, after: recent)
  }

  private func fetchQuakes(range: QuakesFeedRange) -> @Sendable (AppStore, AppStore) async throws -> Void {
    let feed = self.feed
    return { dispatcher, _ in
      let action: QuakesAction
      do {
        action = .data(.feedDidFetch(try await feed.fetch(range)))
      } catch {
        Self.logger.warning("Could not fetch the \(range.fileName) feed: \(QuakesErrorMessage.describe(error))")
        action = .data(.feedDidFailToFetch(range: range, failure: QuakesFailure(error)))
      }
      try await dispatcher.dispatch(action: action)
    }
  }
}
