//  AnimalListPane.swift

import AnimalsData
import DeclarativeViews
import Localization

/// The middle pane: the animals of the selected category, sorted by name and narrowed by the search
/// field (Ctrl+F), or why there are none.
enum AnimalListPane {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View {
    View.vstack(spacing: 0) {
      View.vstack(spacing: 6) {
        View.hstack(spacing: 6) {
          View.label(model.category?.name ?? tr("Animals"), xalign: 0).cssClasses(["heading"]).expand(horizontal: true)
          View.spinner(spinning: model.isLoadingAnimals).visible(model.isLoadingAnimals)
        }
        View.searchEntry(text: model.local.searchText, placeholder: tr("Search animals"), onChange: actions.search)
          .accessibleLabel(tr("Search animals"))
          .name(AnimalsActions.searchName)
      }
      .margin(12)
      self.content(model, actions: actions)
    }
    .size(width: 240)
  }

  private static func content(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View {
    if model.category == nil {
      return View.statusPage(icon: "view-list-symbolic", title: tr("Select a category"))
    }
    if model.animals.isEmpty && model.isLoadingAnimals {
      return View.statusPage(icon: "content-loading-symbolic", title: tr("Loading animals…"))
    }
    if model.animals.isEmpty {
      return View.statusPage(icon: "view-list-symbolic", title: tr("No animals in this category")) {
        View.button(tr("Add Animal"), action: actions.add)
          .name("empty-add-animal")
          .sensitive(model.canAdd)
          .cssClasses(["suggested-action", "pill"])
          .align(horizontal: .center)
      }
      .name("animals-empty")
    }
    let listed = model.listedAnimals
    if listed.isEmpty {
      return View.statusPage(icon: "edit-find-symbolic", title: tr("No animals match “%@”", model.local.searchText)).name("animals-no-match")
    }
    return View.scrolled {
      View.list(
        ListItems(listed, key: \.animalId) { animal in
          AnimalsRowLabel.view(animal.name)
        },
        selection: model.local.selectedAnimalId,
        accessibleLabel: tr("Animals in %@", model.category?.name ?? ""),
        onSelect: { actions.selectAnimal($0) }
      )
      .name("animals-list")
      .cssClasses(["navigation-sidebar"])
    }
  }
}
