//  AnimalsActions.swift

import AnimalsData
import AppShell
import DeclarativeViews
import Foundation
import Localization

/// The window's commands: each is a window action (button, menu item, keyboard shortcut) declared once.
/// The UI only dispatches actions or changes the window's local state.
struct AnimalsActions {
  static let add = "add-animal"
  static let edit = "edit-animal"
  static let delete = "delete-animal"
  static let reload = "reload-sample-data"
  static let retry = "retry"
  static let undo = "undo"
  static let redo = "redo"
  /// The name of the search field, which Ctrl+F focuses.
  static let searchName = "animal-search"

  let context: WindowContext<AnimalsState, AnimalsAction, AnimalsWindowLocal>
  let model: AnimalsWindowModel
  let send: AnimalsSender

  var windowActions: [WindowAction] {
    [
      self.context.findAction(focusing: Self.searchName),
      self.addAnimal, self.editAnimal, self.deleteAnimal, self.reloadSampleData, self.retryFetch, self.undoChange, self.redoChange,
    ]
  }

  // Ctrl+N is New Window in every app of the framework; Ctrl+Shift+N is the GNOME "new item" variant.
  var addAnimal: WindowAction {
    WindowAction(tr("Add Animal"), name: Self.add, icon: "list-add-symbolic", shortcut: "<Control><Shift>n", isEnabled: self.model.canAdd) { self.add() }
  }
  var editAnimal: WindowAction {
    WindowAction(tr("Edit Animal"), name: Self.edit, shortcut: "<Control>e", isEnabled: self.model.canEditOrDelete) { self.edit() }
  }
  var deleteAnimal: WindowAction {
    WindowAction(tr("Delete Animal"), name: Self.delete, shortcut: "Delete", isEnabled: self.model.canEditOrDelete) { self.askToDelete() }
  }
  var reloadSampleData: WindowAction {
    WindowAction(tr("Reload Sample Data…"), name: Self.reload, isEnabled: !self.model.isFetching) {
      self.context.update { $0.confirmation = .reloadSampleData }
    }
  }
  var retryFetch: WindowAction {
    WindowAction(tr("Retry"), name: Self.retry, shortcut: "F5", isEnabled: self.model.fetchFailure != nil) { self.retry() }
  }
  var undoChange: WindowAction {
    WindowAction(tr("Undo"), name: Self.undo, icon: "edit-undo-symbolic", shortcut: "<Control>z", isEnabled: self.model.history.canUndo) { self.undo() }
  }
  var redoChange: WindowAction {
    WindowAction(tr("Redo"), name: Self.redo, icon: "edit-redo-symbolic", shortcut: "<Shift><Control>z", isEnabled: self.model.history.canRedo) { self.redo() }
  }

  /// The window's own sections of the primary menu (the app shell adds its own).
  var menuSections: [MenuSection] {
    [
      MenuSection([MenuItem(self.undoChange), MenuItem(self.redoChange)]),
      MenuSection([MenuItem(self.addAnimal), MenuItem(self.editAnimal), MenuItem(self.deleteAnimal)]),
      MenuSection([MenuItem(self.reloadSampleData)]),
    ]
  }

  func add() {
    guard self.model.canAdd else { return }
    let categoryId = self.model.category?.categoryId
    self.context.update { $0.editor = .add(categoryId: categoryId) }
  }

  func edit() {
    guard self.model.canEditOrDelete, let animal = self.model.animal else { return }
    self.context.update { $0.editor = .edit(animal) }
  }

  func askToDelete() {
    guard self.model.canEditOrDelete, let animal = self.model.animal else { return }
    self.context.update { $0.confirmation = .deleteAnimal(animalId: animal.animalId, name: animal.name) }
  }

  func retry() {
    self.send(.ui(.didTapRetry), showingRefusalIn: self.context)
  }

  func undo() {
    guard self.model.history.canUndo else { return }
    self.send(.ui(.didTapUndo), showingRefusalIn: self.context)
  }

  func redo() {
    guard self.model.history.canRedo else { return }
    self.send(.ui(.didTapRedo), showingRefusalIn: self.context)
  }

  func dismissHistoryFailure() {
    self.send(.ui(.didDismissHistoryFailure))
  }

  /// How long a toast stays when nobody dismisses it.
  static let toastSeconds = 5

  func dismissToast(_ id: String?) {
    self.context.update { if $0.toast?.id == id { $0.toast = nil } }
  }

  /// Shows the pane at `index` in a narrow window (the back button, a swipe, Alt+Left), and moves the
  /// keyboard focus into it when it went back (the focus was in the pane now hidden).
  func showPane(_ index: Int?) {
    guard let pane = index.flatMap(AnimalsPane.init(rawValue:)), pane != self.context.local.pane else { return }
    self.context.update { $0.pane = pane }
    guard self.context.local.isFolded else { return }
    switch pane {
    case .categories: self.context.focus(name: "categories-list")
    case .animals: self.context.focus(name: Self.searchName)
    case .animal: break
    }
  }
}
