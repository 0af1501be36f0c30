//  AnimalDetailPane.swift

import AnimalsData
import DeclarativeViews

/// The detail pane: the selected animal's name, category and diet, with Edit and Delete.
@MainActor enum AnimalDetailPane {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View {
    guard let animal = model.animal else {
      return View.emptyState(icon: "edit-find-symbolic", title: "Select an animal").key("detail-empty")
    }
    return View.vstack(spacing: 18) {
      View.label(animal.name).cssClasses(["title-1"]).xalign(0).wrap().key("detail-name")
      View.vstack(spacing: 6) {
        self.row("Category", model.categoryName(animal.categoryId), key: "detail-category")
        self.row("Diet", animal.diet.rawValue, key: "detail-diet")
      }
      View.hstack(spacing: 6) {
        View.button("Edit", action: actions.edit).key("detail-edit").sensitive(model.canEditOrDelete)
        View.button("Delete", action: actions.askToDelete).key("detail-delete").sensitive(model.canEditOrDelete)
          .cssClasses(["destructive-action"])
        View.spinner(spinning: model.isAnimalPending).visible(model.isAnimalPending).key("detail-spinner")
      }
      if let failure = model.animalStatus?.failureMessage {
        View.label(failure).cssClasses(["error"]).wrap().xalign(0).key("detail-error")
      }
    }
    .key("detail")
    .margin(24)
    .align(vertical: .start)
    .expand(horizontal: true)
  }

  private static func row(_ title: String, _ value: String, key: String) -> View {
    View.hstack(spacing: 12) {
      View.label(title).cssClasses(["dim-label"]).xalign(0).with(.width, .int(80))
      View.label(value).xalign(0).key(key)
    }
  }
}
