//  AnimalsSelections.swift

import AnimalsData
import ImmutableUI

/// The selections windows read, each with the filter of the actions that can change it.
/// Each one that captures a parameter takes it as its id, so a window that selects another category gets
/// a new subscription.
enum AnimalsSelections {
  static let categories = Selection(filter: AnimalsFilter.categories(), select: AnimalsSelectors.categories())

  static let categoriesStatus = Selection(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.categoriesStatus())

  static let animalsStatus = Selection(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.animalsStatus())

  static let fetchFailure = Selection(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.fetchFailure())

  static let isFetching = Selection(filter: AnimalsFilter.fetchStatuses(), select: AnimalsSelectors.isFetching())

  static let animalsNotice = Selection(filter: AnimalsFilter.animalsNotice(), select: AnimalsSelectors.animalsNotice())

  static let conflicts = Selection(filter: AnimalsFilter.conflicts(), select: AnimalsSelectors.conflicts())

  static let history = Selection(filter: AnimalsFilter.history(), select: AnimalsSelectors.history())

  static func animals(categoryId: Category.ID?) -> Selection<AnimalsState, AnimalsAction, [Animal]> {
    Selection(id: categoryId, filter: AnimalsFilter.animals(categoryId: categoryId), select: AnimalsSelectors.animals(categoryId: categoryId))
  }

  static func animal(id: Animal.ID?) -> Selection<AnimalsState, AnimalsAction, Animal?> {
    Selection(id: id, filter: AnimalsFilter.animal(id: id), select: AnimalsSelectors.animal(id: id))
  }

  static func requestStatus(id: String?) -> Selection<AnimalsState, AnimalsAction, Status?> {
    Selection(id: id, filter: AnimalsFilter.requestStatus(id: id), select: AnimalsSelectors.requestStatus(id: id))
  }
}
