//  QuakesWindowActions.swift

import DeclarativeViews
import QuakesData

/// The window's menu actions (the Refresh, Delete and Sort menus) and when each is enabled.
@MainActor enum QuakesWindowActions {
  static func name(refresh range: QuakesFeedRange) -> String {
    "refresh-\(range.rawValue)"
  }

  /// The radio action whose value is the window's `QuakesSortChoice`.
  static let sort = "sort"

  static func name(sort choice: QuakesSortChoice) -> String {
    WindowAction.detailed(self.sort, choice.rawValue)
  }

  static let deleteSelected = "delete-selected"
  static let deleteAll = "delete-all"

  static func actions(_ model: QuakesWindowModel) -> [WindowAction] {
    var actions = QuakesFeedRange.allCases.map { range in
      WindowAction(
        self.name(refresh: range),
        isEnabled: !model.status.isFetching,
        shortcut: range == .day ? "<Control>r" : nil,
        title: range == .day ? "Refresh" : nil
      )
    }
    actions.append(WindowAction(self.deleteSelected, isEnabled: model.selected != nil))
    actions.append(WindowAction(self.deleteAll, isEnabled: model.total > 0))
    actions.append(WindowAction(self.sort, isEnabled: !model.list.isEmpty, state: QuakesSortChoice(model.local.sort).rawValue))
    return actions
  }

  static func handlers(_ model: QuakesWindowModel) -> [String : @MainActor () -> Void] {
    let context = model.context
    var handlers: [String : @MainActor () -> Void] = [:]
    for range in QuakesFeedRange.allCases {
      handlers[self.name(refresh: range)] = { context.dispatch(.ui(.onTapRefresh(range))) }
    }
    if let selected = model.selected {
      handlers[self.deleteSelected] = {
        context.dispatch(.ui(.onTapDeleteSelected(quakeId: selected.quakeId)))
        context.update { $0.selectedQuakeId = nil }
      }
    }
    handlers[self.deleteAll] = {
      context.dispatch(.ui(.onTapDeleteAll))
      context.update { $0.selectedQuakeId = nil }
    }
    for choice in QuakesSortChoice.allCases {
      handlers[self.name(sort: choice)] = { context.update { $0.sort = choice.sort } }
    }
    return handlers
  }
}
