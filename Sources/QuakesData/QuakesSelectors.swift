//  QuakesSelectors.swift

import Foundation

/// Reads what windows show from the state. Views memoize the list on the quakes and the query (see
/// `QuakesFilters` and the UI's selections), so unrelated actions cost nothing; a new query (a
/// keystroke, another day, another sort) reads one day of the shared `QuakesTimeIndex` once it is built.
public enum QuakesSelectors {
  /// The quakes on the query's day whose name contains its search text, sorted as it says.
  public static func selectQuakes(query: QuakesQuery) -> @Sendable (QuakesState) -> QuakeList {
    let interval = query.day.interval(calendar: query.calendar)
    let matcher = QuakesNameMatcher(query.searchText.trimmingCharacters(in: .whitespaces))
    let sort = query.sort
    return { state in
      if let index = QuakesTimeIndex.ready(for: state.quakes) {
        return Self.list(index, interval, matcher, sort)
      }
      // Until the collection's index is built (in the background): one scan of every quake.
      var quakes: [Quake] = []
      for quake in state.quakes.values where interval.contains(quake.time) && matcher.matches(quake.name) {
        quakes.append(quake)
      }
      quakes.sort(by: sort.areInIncreasingOrder)
      return QuakeList(quakes)
    }
  }

  /// What `selectQuakes(query:)` lists, read from `index` (the collection's time index).
  public static func selectQuakes(query: QuakesQuery, from index: QuakesTimeIndex) -> QuakeList {
    let matcher = QuakesNameMatcher(query.searchText.trimmingCharacters(in: .whitespaces))
    return Self.list(index, query.day.interval(calendar: query.calendar), matcher, query.sort)
  }

  private static func list(_ index: QuakesTimeIndex, _ interval: Range<Date>, _ matcher: QuakesNameMatcher, _ sort: QuakesSort) -> QuakeList {
    var positions: [Int] = []
    for position in index.positions(in: interval) where index.name(at: position, matches: matcher) {
      positions.append(position)
    }
    // The index is in time (then id) order already: only magnitudes sort, as small keys rather than
    // quakes (no copies of strings); a tie keeps the index's order, which is how `QuakesSort` breaks it.
    if sort.key == .magnitude {
      var keys = positions.map { (magnitude: index.quakes[$0].magnitude, position: $0) }
      keys.sort { ($0.magnitude, $0.position) < ($1.magnitude, $1.position) }
      positions = keys.map(\.position)
    }
    if sort.order == .reverse {
      positions.reverse()
    }
    return QuakeList(positions.map { index.quakes[$0] })
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
      state.quakes.values.max { $0.time < $1.time }.map { QuakeDay($0.time, calendar: calendar) }
    }
  }

  @Sendable public static func selectIsFetching(state: QuakesState) -> Bool {
    state.isFetching
  }
}
