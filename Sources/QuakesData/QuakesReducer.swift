//  QuakesReducer.swift

/// Turns actions into new state. Pure: the listener runs it again on `oldState` to learn exactly
/// what an action changed.
public enum QuakesReducer {
  @Sendable public static func reduce(state: QuakesState, action: QuakesAction) -> QuakesState {
    switch action {
    case .ui(let action):
      return self.reduce(state: state, action: action)
    case .data(let action):
      return self.reduce(state: state, action: action)
    }
  }

  private static func reduce(state: QuakesState, action: QuakesUIAction) -> QuakesState {
    var state = state
    switch action {
    case .onAppear:
      if state.cacheStatus == nil {
        state.cacheStatus = .waiting
      }
    case .onTapRefresh:
      if state.fetchStatus != .waiting {
        state.fetchStatus = .waiting
      }
    case .onTapDeleteSelected(let quakeId):
      // Deleting a quake another window already deleted is not an error: the result is the same.
      state.quakes[quakeId] = nil
    case .onTapUndoDeleteSelected(let quake):
      // A fetch since the delete brought a newer version back: that one stays.
      if state.quakes[quake.quakeId] == nil {
        state.quakes[quake.quakeId] = quake
      }
    case .onTapDeleteAll:
      state.quakes = [:]
      // A load still running read rows that are deleted now (the cache deletes them after it): what it
      // brings is dropped, and nothing is left to load.
      if state.cacheStatus == .waiting {
        state.cacheStatus = .success
        state.cacheLoadProgress = nil
      }
    case .inspectorDidCommit(let committed):
      state = committed.state
    }
    return state
  }

  private static func reduce(state: QuakesState, action: QuakesDataAction) -> QuakesState {
    var state = state
    switch action {
    case .cacheDidLoadRecent(let loaded) where state.cacheStatus != .success:
      state.quakes = self.merge(loaded, into: state.quakes)
    case .cacheDidLoadRecent:
      break
    case .cacheDidLoad(let loaded):
      // A load that ends after Delete All (which ended it) brings nothing back.
      if state.cacheStatus != .success {
        state.quakes = self.merge(loaded, into: state.quakes)
      }
      state.cacheStatus = .success
      state.cacheLoadProgress = nil
    case .cacheDidRead(let progress):
      // Progress reported after the load ended (it hops to the main actor on its own) is stale.
      if state.cacheStatus == .waiting {
        state.cacheLoadProgress = progress
      }
    case .cacheDidFailToLoad(let failure):
      state.cacheStatus = .failure(failure)
      state.cacheLoadProgress = nil
    case .cacheDidDropRows(let dropped):
      state.cacheDroppedRows = dropped
    case .cacheDidFailToSave(let failure):
      state.cacheWriteError = failure
    case .cacheDidCatchUp:
      state.cacheWriteError = nil
    case .feedDidFetch(let report):
      let before = state.quakes
      state.quakes = self.merge(report.quakes, into: state.quakes)
      state.fetchStatus = .success
      let changed = report.quakes.reduce(into: 0) { count, quake in
        if before[quake.quakeId] != state.quakes[quake.quakeId] { count += 1 }
      }
      state.lastFetch = QuakesFetchSummary(report, changedCount: changed, number: (state.lastFetch?.number ?? 0) + 1)
    case .feedDidFailToFetch(_, let failure):
      state.fetchStatus = .failure(failure)
    }
    return state
  }

  /// A load merged: the collection built with it is the merge's result when the state holds nothing
  /// else (no quakes, or exactly the newest ones this load read first), unless the merge would drop
  /// or choose between some of its quakes (a magnitude of 0 or less, an id twice).
  static func merge(_ loaded: LoadedQuakes, into quakes: QuakeCollection) -> QuakeCollection {
    let holdsNothingElse = quakes.isEmpty || loaded.recent == quakes
    if holdsNothingElse && loaded.collection.count == loaded.quakes.count && !loaded.quakes.contains(where: { $0.magnitude <= 0 }) {
      return loaded.collection
    }
    return self.merge(loaded.quakes, into: quakes)
  }

  /// Adds or replaces each quake, keeping a copy revised later than the incoming one;
  /// a quake whose magnitude is not positive is removed.
  static func merge(_ incoming: [Quake], into quakes: QuakeCollection) -> QuakeCollection {
    var quakes = quakes
    quakes.merge(incoming) { existing, quake in
      if quake.magnitude <= 0 {
        return nil
      }
      if let existing, existing.updated > quake.updated {
        return existing
      }
      return quake
    }
    return quakes
  }
}
