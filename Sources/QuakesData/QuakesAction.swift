//  QuakesAction.swift

import ImmutableData

/// Everything that happens in the Quakes app: what the user did, and what the data layer found out.
public enum QuakesAction : Hashable, Codable, Sendable {
  case ui(QuakesUIAction)
  case data(QuakesDataAction)
}

/// What the user did in a window.
public enum QuakesUIAction : Hashable, Codable, Sendable {
  /// A window appeared: the first time, the cache is loaded.
  case onAppear
  case onTapRefresh(QuakesFeedRange)
  case onTapDeleteSelected(quakeId: String)
  /// Undo in the toast of a delete: the quake comes back, unless a fetch brought it back meanwhile.
  case onTapUndoDeleteSelected(quake: Quake)
  case onTapDeleteAll
  /// The inspector made a history with skipped actions the present.
  case inspectorDidCommit(CommittedState<QuakesState>)
}

/// What the cache and the feed reported back.
public enum QuakesDataAction : Hashable, Codable, Sendable {
  /// The cache's quakes, with their collection built off the main actor (see `LoadedQuakes`).
  case cacheDidLoad(LoadedQuakes)
  /// A large cache's newest quakes, read first so a window lists them at once; `cacheDidLoad` follows
  /// with every quake.
  case cacheDidLoadRecent(LoadedQuakes)
  /// A large cache is loading: how far it has read.
  case cacheDidRead(QuakesLoadProgress)
  /// The cache dropped rows with impossible values while loading: what the window says about it.
  case cacheDidDropRows(QuakeSkips)
  case cacheDidFailToLoad(QuakesFailure)
  case cacheDidFailToSave(QuakesFailure)
  /// The cache caught up with the quakes after failed writes: the window stops saying so.
  case cacheDidCatchUp
  case feedDidFetch(QuakesFetchReport)
  case feedDidFailToFetch(range: QuakesFeedRange, failure: QuakesFailure)
}

extension QuakesAction {
  /// Whether the reducer may change `quakes` for this action (used as a selection filter).
  public var mayChangeQuakes: Bool {
    switch self {
    case .ui(.onTapDeleteSelected), .ui(.onTapUndoDeleteSelected), .ui(.onTapDeleteAll), .ui(.inspectorDidCommit), .data(.cacheDidLoad), .data(.cacheDidLoadRecent),
      .data(.feedDidFetch):
      true
    case .ui(.onAppear), .ui(.onTapRefresh), .data(.cacheDidRead), .data(.cacheDidFailToLoad), .data(.cacheDidDropRows), .data(.cacheDidFailToSave), .data(.cacheDidCatchUp),
      .data(.feedDidFailToFetch):
      false
    }
  }
}
