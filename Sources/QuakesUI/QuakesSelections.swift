//  QuakesSelections.swift

import Foundation
import ImmutableUI
import QuakesData

/// The selections windows read. Each is filtered to the actions that can change it, and the O(n)
/// ones are memoized on the quakes collection (a hash tree whose unchanged parts compare by identity):
/// an unrelated action costs a filter call, a new query or a changed collection one recomputation.
enum QuakesSelections {
  static let quakesDependency = AnyDependencySelector(
    DependencySelector<QuakesState, QuakeCollection>(select: { $0.quakes })
  )

  /// The window's list: recomputed when the quakes change or the query does (a new query is a new id).
  static func quakes(_ query: QuakesQuery) -> Selection<QuakesState, QuakesAction, QuakeList> {
    Selection(
      id: query.id,
      filter: QuakesFilters.mayChangeQuakes,
      dependencies: [Self.quakesDependency],
      select: QuakesSelectors.selectQuakes(query: query)
    )
  }

  static let totalCount: Selection<QuakesState, QuakesAction, Int> = Selection(
    filter: QuakesFilters.mayChangeQuakes,
    select: QuakesSelectors.selectTotalCount
  )

  static func newestDay(calendar: Calendar) -> Selection<QuakesState, QuakesAction, QuakeDay?> {
    Selection(
      id: calendar,
      filter: QuakesFilters.mayChangeQuakes,
      dependencies: [Self.quakesDependency],
      select: QuakesSelectors.selectNewestDay(calendar: calendar)
    )
  }

  static func quake(_ quakeId: String?) -> Selection<QuakesState, QuakesAction, Quake?> {
    Selection(
      id: quakeId,
      filter: QuakesFilters.mayChangeQuakes,
      select: QuakesSelectors.selectQuake(quakeId: quakeId)
    )
  }

  static let status: Selection<QuakesState, QuakesAction, QuakesStatusSnapshot> = Selection(
    filter: QuakesFilters.mayChangeStatus,
    select: QuakesStatusSnapshot.init(state:)
  )
}
