//  QuakesFilters.swift

/// Selection filters: which `(oldState, action)` pairs may change what a selection reads,
/// so subscriptions skip every other dispatch without running a selector.
public enum QuakesFilters {
  /// Only deletes and merges change the quakes.
  @Sendable public static func mayChangeQuakes(oldState: QuakesState, action: QuakesAction) -> Bool {
    action.mayChangeQuakes
  }

  /// Loading and fetching statuses change only on appearance, refresh and data results.
  @Sendable public static func mayChangeStatus(oldState: QuakesState, action: QuakesAction) -> Bool {
    switch action {
    case .ui(.onAppear), .ui(.onTapRefresh), .ui(.inspectorDidCommit), .data:
      true
    case .ui(.onTapDeleteSelected), .ui(.onTapUndoDeleteSelected), .ui(.onTapDeleteAll):
      false
    }
  }
}
