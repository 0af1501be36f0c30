//  QuakesWindowActions.swift

import AppShell
import DeclarativeViews
import Foundation
import Localization
import QuakesData

/// The window's actions (Refresh and its range, Search, the Delete and Sort menus), when each is
/// enabled, and their shortcuts, made once per render: the window lists them (GActions, accelerators,
/// the shortcuts window), and its header bar's buttons and menus show them.
struct QuakesWindowActions {
  /// Fetches the window's chosen feed (the split button's click, Ctrl+R, Retry).
  static let refresh = "refresh"
  /// The radio action whose value is the chosen `QuakesFeedRange`; choosing one also fetches it.
  static let range = "range"
  /// The radio action whose value is the window's `QuakesSortChoice`.
  static let sort = "sort"
  static let deleteSelected = "delete-selected"
  /// The Undo of the toast a Delete Selected leaves.
  static let undoDelete = "undo-delete"
  static let deleteAll = "delete-all"

  /// Refresh (Ctrl+R), also the empty list's Refresh and Retry.
  let refresh: WindowAction
  let range: WindowAction
  let find: WindowAction
  let deleteSelected: WindowAction
  let undoDelete: WindowAction
  /// Asks first (DeleteAllConfirmation): what it deletes may be gone from the feeds for good.
  let deleteAll: WindowAction
  let sort: WindowAction

  init(_ model: QuakesWindowModel) {
    let context = model.context
    let canFetch = !model.status.isFetching
    self.refresh = WindowAction(tr("Refresh"), name: Self.refresh, shortcut: "<Control>r", isEnabled: canFetch) { model.refresh() }
    self.range = WindowAction.choice(Self.range, selected: model.local.range.rawValue, isEnabled: canFetch) { value in
      guard let range = QuakesFeedRange(rawValue: value) else { return }
      context.update { $0.range = range }
      context.dispatch(.ui(.onTapRefresh(range)))
    }
    self.find = context.findAction(focusing: QuakeListPane.searchName)
    self.deleteSelected = Self.deleteSelectedAction(model)
    self.undoDelete = Self.undoDeleteAction(model)
    self.deleteAll = WindowAction(tr("Delete All…"), name: Self.deleteAll, isEnabled: model.total > 0) {
      context.update { $0.isConfirmingDeleteAll = true }
    }
    self.sort = WindowAction.choice(Self.sort, selected: QuakesSortChoice(model.local.sort).rawValue, isEnabled: !model.list.isEmpty) { value in
      guard let choice = QuakesSortChoice(rawValue: value) else { return }
      context.update { $0.sort = choice.sort }
    }
  }

  var all: [WindowAction] {
    [self.refresh, self.range, self.find, self.deleteSelected, self.undoDelete, self.deleteAll, self.sort]
  }

  /// Undoable from its toast: the cache may hold the only copy of the quake.
  private static func deleteSelectedAction(_ model: QuakesWindowModel) -> WindowAction {
    let context = model.context
    let selected = model.selected
    return WindowAction(tr("Delete Selected"), name: Self.deleteSelected, isEnabled: selected != nil) {
      guard let selected else { return }
      context.dispatch(.ui(.onTapDeleteSelected(quakeId: selected.quakeId)))
      context.update {
        $0.selectedQuakeId = nil
        $0.deletedQuake = selected
        $0.toast = Toast(id: UUID().uuidString, title: tr("Deleted %@", selected.name), button: tr("Undo"), action: Self.undoDelete, timeout: QuakesWindowModel.toastSeconds)
      }
    }
  }

  private static func undoDeleteAction(_ model: QuakesWindowModel) -> WindowAction {
    let context = model.context
    let deleted = model.local.deletedQuake
    return WindowAction(tr("Undo"), name: Self.undoDelete, isEnabled: deleted != nil) {
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
