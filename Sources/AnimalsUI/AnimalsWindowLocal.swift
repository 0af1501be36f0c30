//  AnimalsWindowLocal.swift

import AnimalsData
import DeclarativeViews

/// What one window keeps for itself: its selection, its open editor or confirmation, and the last
/// refused request. Other windows on the same store have their own.
public struct AnimalsWindowLocal : Hashable, Sendable {
  public var selectedCategoryId: Category.ID?
  public var selectedAnimalId: Animal.ID?
  /// What the animal list is narrowed to (names containing it, ignoring case and accents).
  public var searchText = ""
  public var editor: AnimalEditorState?
  public var confirmation: Confirmation?
  /// Why the reducer refused the last request of this window (shown until dismissed).
  public var problem: AnimalsFailure?
  /// What the window just did, with a way back ("Deleted Red kangaroo", Undo).
  public var toast: Toast?
  /// The pane a narrow window shows: where choosing a category or an animal took the user.
  public var pane = AnimalsPane.categories
  /// Whether the window is too narrow for the three panes side by side (it shows `pane` alone).
  public var isFolded = false

  public init() {}
}

/// A question the window asks before doing something that cannot be taken back.
public enum Confirmation : Hashable, Sendable {
  case deleteAnimal(animalId: Animal.ID, name: String)
  case reloadSampleData
}
