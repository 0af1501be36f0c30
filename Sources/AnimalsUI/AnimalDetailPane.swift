//  AnimalDetailPane.swift

import AnimalsData
import DeclarativeViews
import Localization

/// The detail pane: the selected animal's name over a group of rows (category, diet), with Edit and Delete.
enum AnimalDetailPane {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View {
    guard let animal = model.animal else {
      return View.statusPage(icon: "edit-find-symbolic", title: tr("Select an animal")).name("detail-empty")
    }
    return View.vstack(spacing: 18) {
      View.label(animal.name, xalign: 0, wrap: true).cssClasses(["title-1"]).name("detail-name")
      View.preferencesGroup {
        View.actionRow(title: tr("Category")) {
          View.label(model.categoryName(animal.categoryId))
        }
        View.actionRow(title: tr("Diet")) {
          View.label(AnimalsText.diet(animal.diet)).name("detail-diet")
        }
      }
      .accessibleLabel(animal.name)
      View.hstack(spacing: 6) {
        View.button(tr("Edit"), action: actions.edit).name("detail-edit").sensitive(model.canEditOrDelete)
        View.button(tr("Delete"), action: actions.askToDelete).name("detail-delete").sensitive(model.canEditOrDelete)
          .cssClasses(["destructive-action"])
        View.spinner(spinning: model.isAnimalPending).visible(model.isAnimalPending)
      }
      if let failure = model.animalStatus?.failure {
        View.label(failure.text, xalign: 0, wrap: true).cssClasses(["error"])
      }
    }
    .margin(24)
    .align(vertical: .start)
    .expand(horizontal: true)
  }
}
