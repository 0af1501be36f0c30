//  AnimalListPane.swift

import AnimalsData
import DeclarativeViews
import Foundation
import Localization

/// The middle pane: the animals of the selected category, sorted by name and narrowed by the search
/// field (Ctrl+F), or why there are none. The only part of the window whose body runs when an animal
/// of the category changes.
struct AnimalListPane : AnimalsComponent, Equatable {
  let category: Category?
  let searchText: String
  let selectedAnimalId: Animal.ID?
  /// Add Animal, for the empty category's button.
  let addAnimal: WindowAction

  func body(_ context: Context) -> View {
    let animals = context.select(AnimalsSelections.animals(categoryId: self.category?.categoryId))
    let isLoading = context.select(AnimalsSelections.animalsStatus) == .waiting
    return View.vstack(spacing: 0) {
      View.vstack(spacing: 6) {
        View.hstack(spacing: 6) {
          View.label(self.category?.name ?? tr("Animals"), xalign: 0).cssClasses(["heading"]).expand(horizontal: true)
          View.spinner(spinning: isLoading).visible(isLoading)
        }
        View.searchEntry(text: self.searchText, placeholder: tr("Search animals"), onChange: context.set(\.searchText))
        .accessibleLabel(tr("Search animals"))
        .name(AnimalsActions.searchName)
      }
      .margin(12)
      self.content(animals, isLoading: isLoading, context: context)
    }
    .size(width: 240)
  }

  private func content(_ animals: [Animal], isLoading: Bool, context: Context) -> View {
    guard let category = self.category else {
      return View.statusPage(icon: "view-list-symbolic", title: tr("Select a category"))
    }
    if animals.isEmpty && isLoading {
      return View.statusPage(icon: "content-loading-symbolic", title: tr("Loading animals…"))
    }
    if animals.isEmpty {
      var add = self.addAnimal
      add.icon = nil
      return View.statusPage(icon: "view-list-symbolic", title: tr("No animals in this category")) {
        View.button(add).name("empty-add-animal").cssClasses(["suggested-action", "pill"]).align(horizontal: .center)
      }
      .name("animals-empty")
    }
    let listed = Self.narrowed(animals, to: self.searchText)
    if listed.isEmpty {
      return View.statusPage(icon: "edit-find-symbolic", title: tr("No animals match “%@”", self.searchText)).name("animals-no-match")
    }
    return View.scrolled {
      View.list(
        // A row dragged onto a category moves the animal there.
        ListItems(listed, key: \.animalId) { AnimalsRowLabel.view($0.name).draggable($0.animalId) },
        selection: self.selectedAnimalId,
        accessibleLabel: tr("Animals in %@", category.name),
        onSelect: .run { animalId in
          context.update {
            $0.selectedAnimalId = animalId
            if animalId != nil { $0.pane = .animal }
          }
        }
      )
      .name("animals-list")
      .cssClasses(["navigation-sidebar"])
    }
  }

  /// The animals whose names contain the search text (ignoring case and accents).
  static func narrowed(_ animals: [Animal], to searchText: String) -> [Animal] {
    let search = searchText.trimmingCharacters(in: .whitespaces)
    guard !search.isEmpty else { return animals }
    return animals.filter { $0.name.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
  }
}
