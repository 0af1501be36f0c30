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
    let context = model.context
    let canFetch = !model.status.isFetching
    return [
      self.refreshAction(model),
      WindowAction.choice(self.range, selected: model.local.range.rawValue, isEnabled: canFetch) { value in
        guard let range = QuakesFeedRange(rawValue: value) else { return }
        context.update { $0.range = range }
        context.dispatch(.ui(.onTapRefresh(range)))
      },
      context.findAction(focusing: QuakeListPane.searchName),
      self.deleteSelectedAction(model),
      self.undoDeleteAction(model),
      // Asks first (DeleteAllConfirmation): what it deletes may be gone from the feeds for good.
      WindowAction(tr("Delete All…"), name: self.deleteAll, isEnabled: model.total > 0) {
        context.update { $0.isConfirmingDeleteAll = true }
      },
      WindowAction.choice(self.sort, selected: QuakesSortChoice(model.local.sort).rawValue, isEnabled: !model.list.isEmpty) { value in
        guard let choice = QuakesSortChoice(rawValue: value) else { return }
        context.update { $0.sort = choice.sort }
      },
    ]
  }

  /// Refresh (Ctrl+R), also the empty list's Refresh and Retry.
  static func refreshAction(_ model: QuakesWindowModel) -> WindowAction {
    WindowAction(tr("Refresh"), name: self.refresh, shortcut: "<Control>r", isEnabled: !model.status.isFetching) { model.refresh() }
  }

  /// Undoable from its toast: the cache may hold the only copy of the quake.
  private static func deleteSelectedAction(_ model: QuakesWindowModel) -> WindowAction {
    let context = model.context
    let selected = model.selected
    return WindowAction(tr("Delete Selected"), name: self.deleteSelected, isEnabled: selected != nil) {
      guard let selected else { return }
      context.dispatch(.ui(.onTapDeleteSelected(quakeId: selected.quakeId)))
      context.update {
        $0.selectedQuakeId = nil
        $0.deletedQuake = selected
        $0.toast = Toast(id: UUID().uuidString, title: tr("Deleted %@", selected.name), button: tr("Undo"), action: self.undoDelete, timeout: QuakesWindowModel.toastSeconds)
      }
    }
  }

  private static func undoDeleteAction(_ model: QuakesWindowModel) -> WindowAction {
    let context = model.context
    let deleted = model.local.deletedQuake
    return WindowAction(tr("Undo"), name: self.undoDelete, isEnabled: deleted != nil) {
      guard let deleted else { return }
      context.dispatch(.ui(.onTapUndoDeleteSelected(quake: deleted)))
      context.update {
        $0.deletedQuake = nil
        $0.toast = nil
        $0.selectedQuakeId = deleted.quakeId
      }
    }
  }
}
