//  AnimalsSelections.swift

import AnimalsData
import ImmutableUI

/// The selections windows read, each with the filter of the actions that can change it.
/// Each one that captures a parameter takes it as its id, so a window that selects another category gets
/// a new subscription.
enum AnimalsSelections {
  typealias Of<Output : Sendable> = Selection<AnimalsState, AnimalsAction, Output>

  static let categories = Of<[Category]>(filter: AnimalsFilter.categories(), select: AnimalsSelectors.categories())

  static let categoriesStatus = Of<Status?>(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.categoriesStatus())

  static let animalsStatus = Of<Status?>(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.animalsStatus())

  static let fetchFailure = Of<AnimalsFailure?>(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.fetchFailure())

  static let isFetching = Of<Bool>(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.isFetching())

  static let animalsNotice = Of<UnreadableAnimalsNotice?>(filter: AnimalsFilter.animalsNotice(), select: AnimalsSelectors.animalsNotice())

  static let conflicts = Of<[AnimalsConflictReport]>(filter: AnimalsFilter.conflicts(), select: AnimalsSelectors.conflicts())

  static let history = Of<AnimalsHistoryStatus>(filter: AnimalsFilter.history(), select: AnimalsSelectors.history())

  static func animals(categoryId: Category.ID?) -> Of<[Animal]> {
    Of(id: categoryId, filter: AnimalsFilter.animals(categoryId: categoryId), select: AnimalsSelectors.animals(categoryId: categoryId))
  }

  static func animal(id: Animal.ID?) -> Of<Animal?> {
    Of(id: id, filter: AnimalsFilter.animal(id: id), select: AnimalsSelectors.animal(id: id))
  }

  static func requestStatus(id: String?) -> Of<Status?> {
    Of(id: id, filter: AnimalsFilter.requestStatus(id: id), select: AnimalsSelectors.requestStatus(id: id))
  }
}
