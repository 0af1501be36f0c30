//  QuakesWindowActions.swift

import AppShell
import DeclarativeViews
import Foundation
import Localization
import QuakesData

/// The window's actions (Refresh and its range, Search, the Delete and Sort menus), when each is
/// enabled, and their shortcuts: the shortcuts window lists them from here.
enum QuakesWindowActions {
  /// Fetches the window's chosen feed (the split button's click, Ctrl+R, Retry).
  static let refresh = "refresh"
  /// The radio action whose value is the chosen `QuakesFeedRange`; choosing one also fetches it.
  static let range = "range"

  static func name(range: QuakesFeedRange) -> String {
    WindowAction.detailed(self.range, range.rawValue)
  }

  /// The radio action whose value is the window's `QuakesSortChoice`.
  static let sort = "sort"

  static func name(sort choice: QuakesSortChoice) -> String {
    WindowAction.detailed(self.sort, choice.rawValue)
  }

  static let deleteSelected = "delete-selected"
  /// The Undo of the toast a Delete Selected leaves.
  static let undoDelete = "undo-delete"
  static let deleteAll = "delete-all"

  static func actions(_ model: QuakesWindowModel) -> [WindowAction] {
    let canFetch = !model.status.isFetching
    return [
      WindowAction(self.refresh, isEnabled: canFetch, shortcut: "<Control>r", title: tr("Refresh")),
      WindowAction(self.range, isEnabled: canFetch, state: model.local.range.rawValue),
      model.context.findAction(focusing: QuakeListPane.searchName).action,
      WindowAction(self.deleteSelected, isEnabled: model.selected != nil),
      WindowAction(self.undoDelete, isEnabled: model.local.deletedQuake != nil),
      WindowAction(self.deleteAll, isEnabled: model.total > 0),
      WindowAction(self.sort, isEnabled: !model.list.isEmpty, state: QuakesSortChoice(model.local.sort).rawValue),
    ]
  }

  static func handlers(_ model: QuakesWindowModel) -> [String : @MainActor () -> Void] {
    let context = model.context
    var handlers: [String : @MainActor () -> Void] = [
      self.refresh: { model.refresh() },
      FindAction.name: context.findAction(focusing: QuakeListPane.searchName).perform,
    ]
    for range in QuakesFeedRange.allCases {
      handlers[self.name(range: range)] = {
        context.update { $0.range = range }
        context.dispatch(.ui(.onTapRefresh(range)))
      }
    }
    if let selected = model.selected {
      // Undoable from its toast: the cache may hold the only copy of the quake.
      handlers[self.deleteSelected] = {
        context.dispatch(.ui(.onTapDeleteSelected(quakeId: selected.quakeId)))
        context.update {
          $0.selectedQuakeId = nil
          $0.deletedQuake = selected
          $0.toast = Toast(id: UUID().uuidString, title: tr("Deleted %@", selected.name), button: tr("Undo"), action: self.undoDelete, timeout: QuakesWindowModel.toastSeconds)
        }
      }
    }
    if let deleted = model.local.deletedQuake {
      handlers[self.undoDelete] = {
        context.dispatch(.ui(.onTapUndoDeleteSelected(quake: deleted)))
        context.update {
          $0.deletedQuake = nil
          $0.toast = nil
          $0.selectedQuakeId = deleted.quakeId
        }
      }
    }
    // Asks first (DeleteAllConfirmation): what it deletes may be gone from the feeds for good.
    handlers[self.deleteAll] = { context.update { $0.isConfirmingDeleteAll = true } }
    for choice in QuakesSortChoice.allCases {
      handlers[self.name(sort: choice)] = { context.update { $0.sort = choice.sort } }
    }
    return handlers
  }
}
