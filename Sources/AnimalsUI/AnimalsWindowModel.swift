//  AnimalsWindowModel.swift

import AnimalsData
import AppShell
import Foundation

/// Everything one render of a window reads from the store, and what follows from it.
struct AnimalsWindowModel {
  typealias Context = WindowContext<AnimalsState, AnimalsAction, AnimalsWindowLocal>

  let local: AnimalsWindowLocal
  let categories: [Category]
  let categoriesStatus: Status?
  let animalsStatus: Status?
  let fetchFailure: AnimalsFailure?
  let isFetching: Bool
  /// Which stored animals could not be read and are not shown.
  let notice: UnreadableAnimalsNotice?
  let category: Category?
  let animals: [Animal]
  let animal: Animal?
  let animalStatus: Status?
  let editorStatus: Status?
  let history: AnimalsHistoryStatus
  /// Changes refused because someone else changed the animal first.
  let conflicts: [AnimalsConflictReport]

  init(_ context: Context) {
    let local = context.local
    self.local = local
    let categories = context.select(AnimalsSelections.categories)
    self.categories = categories
    self.categoriesStatus = context.select(AnimalsSelections.categoriesStatus)
    self.animalsStatus = context.select(AnimalsSelections.animalsStatus)
    self.fetchFailure = context.select(AnimalsSelections.fetchFailure)
    self.isFetching = context.select(AnimalsSelections.isFetching)
    self.notice = context.select(AnimalsSelections.animalsNotice)
    let category = local.selectedCategoryId.flatMap { id in categories.first { $0.categoryId == id } }
    self.category = category
    self.animals = context.select(AnimalsSelections.animals(categoryId: category?.categoryId))
    let animal = context.select(AnimalsSelections.animal(id: local.selectedAnimalId))
    self.animal = animal
    self.animalStatus = context.select(AnimalsSelections.requestStatus(id: animal?.animalId))
    self.history = context.select(AnimalsSelections.history)
    self.conflicts = context.select(AnimalsSelections.conflicts)
    self.editorStatus = local.editor.map { context.select(AnimalsSelections.requestStatus(id: $0.requestId)) } ?? nil
  }

  /// The category's animals whose names contain the search text (ignoring case and accents).
  var listedAnimals: [Animal] {
    let search = self.local.searchText.trimmingCharacters(in: .whitespaces)
    guard !search.isEmpty else { return self.animals }
    return self.animals.filter { $0.name.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
  }

  var isLoadingAnimals: Bool {
    self.animalsStatus == .waiting
  }

  /// Not loaded yet: asked for, or about to be (the first window's appearance asks).
  var isLoadingCategories: Bool {
    self.categoriesStatus == nil || self.categoriesStatus == .waiting
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
