//  AnimalsWindowModel.swift

import AnimalsData
import AppShell
import Foundation

/// What the window's own body reads from the store (its header bar, actions, banners and dialogs), and
/// what follows from it. The panes read the rest themselves (`CategoryPane`, `AnimalListPane`).
struct AnimalsWindowModel {
  let local: AnimalsWindowLocal
  let categories: [Category]
  let categoriesStatus: Status?
  let animalsStatus: Status?
  let fetchFailure: AnimalsFailure?
  let isFetching: Bool
  let category: Category?
  let animal: Animal?
  let animalStatus: Status?
  let editorStatus: Status?
  let history: AnimalsHistoryStatus

  init(_ context: WindowContext<AnimalsState, AnimalsAction, AnimalsWindowLocal>) {
    let local = context.local
    self.local = local
    let categories = context.select(AnimalsSelections.categories)
    self.categories = categories
    self.categoriesStatus = context.select(AnimalsSelections.categoriesStatus)
    self.animalsStatus = context.select(AnimalsSelections.animalsStatus)
    self.fetchFailure = context.select(AnimalsSelections.fetchFailure)
    self.isFetching = context.select(AnimalsSelections.isFetching)
    let category = local.selectedCategoryId.flatMap { id in categories.first { $0.categoryId == id } }
    self.category = category
    let animal = context.select(AnimalsSelections.animal(id: local.selectedAnimalId))
    self.animal = animal
    self.animalStatus = context.select(AnimalsSelections.requestStatus(id: animal?.animalId))
    self.history = context.select(AnimalsSelections.history)
    self.editorStatus = local.editor.map { context.select(AnimalsSelections.requestStatus(id: $0.requestId)) } ?? nil
  }

  var isLoadingAnimals: Bool {
    self.animalsStatus == .waiting
  }


  var canAdd: Bool {
    !self.isLoadingAnimals && !self.categories.isEmpty
  }

  /// Whether the selected animal has a request in flight (its Edit and Delete wait for it).
  var isAnimalPending: Bool {
    self.animalStatus == .waiting
  }

  var canEditOrDelete: Bool {
    self.animal != nil && !self.isAnimalPending
  }

  /// The editor's request is over: it succeeded, or its queue entry is gone (the animal was deleted,
  /// the sample data reloaded). The editor closes.
  var isEditorDone: Bool {
    guard let editor = self.local.editor, editor.isSubmitted else { return false }
    return self.editorStatus == .success || self.editorStatus == nil
  }

  var openEditor: AnimalEditorState? {
    self.isEditorDone ? nil : self.local.editor
  }

  var isEditorPending: Bool {
    self.local.editor?.isSubmitted == true && self.editorStatus == .waiting
  }

  /// What the editor says went wrong: the store's failure or the reducer's refusal.
  var editorError: AnimalsFailure? {
    guard let editor = self.local.editor else { return nil }
    if let refusal = editor.refusal { return refusal }
    return editor.isSubmitted ? self.editorStatus?.failure : nil
  }

  func categoryName(_ id: Category.ID) -> String {
    self.categories.first { $0.categoryId == id }?.name ?? id
  }
}
