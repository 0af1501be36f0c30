//  QuakesSelectors.swift

import Foundation

/// Reads what windows show from the state. Views memoize the list on the quakes and the query (see
/// `QuakesFilters` and the UI's selections), so unrelated actions cost nothing; a new query (a
/// keystroke, another day, another sort) reads one day of the quakes' time index (`QuakeCollection.byTime`).
public enum QuakesSelectors {
  /// The quakes on the query's day whose name contains its search text, sorted as it says.
  public static func selectQuakes(query: QuakesQuery) -> @Sendable (QuakesState) -> QuakeList {
    { state in Self.selectQuakes(query: query, from: state.quakes.byTime) }
  }

  /// What `selectQuakes(query:)` lists, read from `index` (the collection's time index).
  public static func selectQuakes(query: QuakesQuery, from index: QuakesTimeIndex) -> QuakeList {
    let matcher = QuakesNameMatcher(query.searchText.trimmingCharacters(in: .whitespaces))
    var quakes = index.quakes(in: query.day.interval(calendar: query.calendar), matching: matcher)
    // The index is in time (then id) order already: only magnitudes sort, as small keys rather than
    // quakes (no copies of strings); a tie keeps the index's order, which is how `QuakesSort` breaks it.
    if query.sort.key == .magnitude {
      var keys = quakes.indices.map { (magnitude: quakes[$0].magnitude, position: $0) }
      keys.sort { ($0.magnitude, $0.position) < ($1.magnitude, $1.position) }
      quakes = keys.map { quakes[$0.position] }
    }
    if query.sort.order == .reverse {
      quakes.reverse()
    }
    return QuakeList(quakes)
  }

  public static func selectQuake(quakeId: String?) -> @Sendable (QuakesState) -> Quake? {
    { state in quakeId.flatMap { state.quakes[$0] } }
  }

  @Sendable public static func selectTotalCount(state: QuakesState) -> Int {
    state.quakes.count
  }

  /// The day of the most recent quake: where a window looks when the user has not picked a day
  /// (today, for a live feed; the sample's day when offline).
  public static func selectNewestDay(calendar: Calendar = .current) -> @Sendable (QuakesState) -> QuakeDay? {
    { state in
      state.quakes.byTime.last.map { QuakeDay($0.time, calendar: calendar) }
    }
  }

  @Sendable public static func selectIsFetching(state: QuakesState) -> Bool {
    state.isFetching
  }
}
