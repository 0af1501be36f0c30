//  AnimalsConflictReport+Text.swift

import AnimalsData
import Localization

extension AnimalsConflictReport {
  /// What the window says, in the user's language: who did what, what the animal is now, what the user wanted.
  func text(categoryName: (Category.ID) -> String) -> String {
    guard let current = self.conflict.current else {
      return tr("Someone else deleted “%@” before your change was saved.", self.animalName)
    }
    let (name, diet, category) = (current.name, AnimalsText.diet(current.diet), categoryName(current.categoryId))
    switch self.change {
    case .update(let yourName, let yourDiet, let yourCategoryId):
      return tr(
        "Someone else changed “%1$@” before your change was saved. It is now “%2$@”, %3$@, in %4$@; yours was “%5$@”, %6$@, in %7$@.",
        self.animalName, name, diet, category, yourName, AnimalsText.diet(yourDiet), categoryName(yourCategoryId)
      )
    case .delete:
      return tr("Someone else changed “%1$@” before you deleted it. It is now “%2$@”, %3$@, in %4$@.", self.animalName, name, diet, category)
    case .history:
      return tr("Someone else changed “%1$@” meanwhile. It is now “%2$@”, %3$@, in %4$@.", self.animalName, name, diet, category)
    }
  }
}
