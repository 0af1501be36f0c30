//  AnimalEditorState.swift

import AnimalsData
import Foundation
import Localization

/// The editor dialog of one window: what the user typed and chose, and whether Save was pressed.
public struct AnimalEditorState : Hashable, Sendable {
  public enum Mode : Hashable, Sendable {
    /// Adding: `requestId` names the request in the store's queue until the animal has an id.
    case add(requestId: String)
    case edit(animalId: Animal.ID)
  }

  public var mode: Mode
  public var name: String
  public var categoryId: Category.ID?
  public var diet: Diet?
  /// Save was pressed, so the queue status of `requestId` is this editor's.
  public var isSubmitted = false
  /// Why the reducer refused the request, if it did.
  public var refusal: AnimalsFailure?
  /// The version of the animal the editor opened on: saving over a later one is refused as a conflict.
  public var version: Int?

  public static func add(categoryId: Category.ID?) -> AnimalEditorState {
    AnimalEditorState(mode: .add(requestId: "add-\(UUID().uuidString)"), name: "", categoryId: categoryId, diet: nil)
  }

  public static func edit(_ animal: Animal) -> AnimalEditorState {
    AnimalEditorState(
      mode: .edit(animalId: animal.animalId), name: animal.name, categoryId: animal.categoryId, diet: animal.diet, version: animal.version
    )
  }

  public var title: String {
    if case .add = self.mode { return tr("Add Animal") }
    return tr("Edit Animal")
  }

  /// The id under which the store queues this editor's request.
  public var requestId: String {
    switch self.mode {
    case .add(let requestId): requestId
    case .edit(let animalId): animalId
    }
  }

  public var trimmedName: String {
    self.name.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  public var isComplete: Bool {
    !self.trimmedName.isEmpty && self.categoryId != nil && self.diet != nil
  }

  /// The request Save sends, nil while a field is missing.
  public var action: AnimalsAction? {
    guard self.isComplete, let categoryId, let diet else { return nil }
    switch self.mode {
    case .add(let requestId):
      return .ui(.didTapAddAnimal(requestId: requestId, name: self.trimmedName, diet: diet, categoryId: categoryId))
    case .edit(let animalId):
      return .ui(.didTapUpdateAnimal(animalId: animalId, name: self.trimmedName, diet: diet, categoryId: categoryId, version: self.version))
    }
  }
}
