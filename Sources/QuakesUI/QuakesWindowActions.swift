//  QuakesWindowActions.swift

import DeclarativeViews
import QuakesData

/// The window's menu actions (the Refresh, Delete and Sort menus) and when each is enabled.
@MainActor enum QuakesWindowActions {
  static func name(refresh range: QuakesFeedRange) -> String {
    "refresh-\(range.rawValue)"
  }

  static func name(sortOrder: QuakesSortOrder) -> String {
    "sort-\(sortOrder.rawValue)"
  }

  static func name(sortKey: QuakesSortKey) -> String {
    "sort-\(sortKey.rawValue)"
  }

  static let deleteSelected = "delete-selected"
  static let deleteAll = "delete-all"

  static func actions(_ model: QuakesWindowModel) -> [WindowAction] {
    var actions = QuakesFeedRange.allCases.map { range in
      WindowAction(self.name(refresh: range), isEnabled: !model.status.isFetching, shortcut: range == .day ? "<Control>r" : nil)
    }
    actions.append(WindowAction(self.deleteSelected, isEnabled: model.selected != nil))
    actions.append(WindowAction(self.deleteAll, isEnabled: model.total > 0))
    for order in QuakesSortOrder.allCases {
      actions.append(WindowAction(self.name(sortOrder: order), isEnabled: !model.list.isEmpty))
    }
    for key in QuakesSortKey.allCases {
      actions.append(WindowAction(self.name(sortKey: key), isEnabled: !model.list.isEmpty))
    }
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
    for order in QuakesSortOrder.allCases {
      handlers[self.name(sortOrder: order)] = { context.update { $0.sort.order = order } }
    }
    for key in QuakesSortKey.allCases {
      handlers[self.name(sortKey: key)] = { context.update { $0.sort.key = key } }
    }
    return handlers
  }
}
