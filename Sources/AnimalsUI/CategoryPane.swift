//  CategoryPane.swift

import AnimalsData
import DeclarativeViews
import Localization

/// The sidebar: "Categories", sorted by name, selectable; an animal dragged onto a category moves
/// there. Its body runs when the categories or the selected one change, not when an animal does.
struct CategoryPane : AnimalsComponent, Equatable {
  let selectedId: Category.ID?
  let send: AnimalsSender

  func body(_ context: Context) -> View {
    let categories = context.select(AnimalsSelections.categories)
    let status = context.select(AnimalsSelections.categoriesStatus)
    return View.vstack(spacing: 0) {
      View.label(tr("Categories"), xalign: 0).cssClasses(["heading"]).margin(12)
      // Not loaded yet: asked for, or about to be (the first window's appearance asks).
      if categories.isEmpty && (status == nil || status == .waiting) {
        View.spinner().size(width: 32, height: 32).align(horizontal: .center, vertical: .start).margin(12)
      } else {
        View.scrolled {
          View.list(
            ListItems(categories, key: \.categoryId) { category in
              AnimalsRowLabel.view(category.name).onDrop(.run { animalId in self.move(animalId, to: category, context: context) })
            },
            selection: self.selectedId,
            accessibleLabel: tr("Categories"),
            onSelect: .run { categoryId in
              guard categoryId != context.local.selectedCategoryId else { return }
              context.update {
                $0.selectedCategoryId = categoryId
                $0.selectedAnimalId = nil
                if categoryId != nil { $0.pane = .animals }
              }
              if context.local.isFolded { context.focus(name: AnimalsActions.searchName) }
            }
          )
          .name("categories-list")
          .cssClasses(["navigation-sidebar"])
        }
      }
    }
    .size(width: 180)
  }

  /// Moves the animal a drag carried to `category`, as its editor would; text that names no animal (a
  /// drag from another app) is ignored.
  private func move(_ animalId: String, to category: Category, context: Context) {
    guard let animal = self.send.store.select(AnimalsSelectors.animal(id: animalId)), animal.categoryId != category.categoryId else { return }
    let move = AnimalsAction.ui(
      .didTapUpdateAnimal(animalId: animal.animalId, name: animal.name, diet: animal.diet, categoryId: category.categoryId, version: animal.version)
    )
    self.send(move, showingRefusalIn: context)
  }
}
