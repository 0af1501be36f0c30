//  AnimalDetailPane.swift

import AnimalsData
import DeclarativeViews
import Localization

/// The detail pane: the selected animal's name over a group of rows (category, diet), with Edit and
/// Delete. A component: its body runs when the selected animal or its request changes, not when the
/// list, a banner or the search text does.
struct AnimalDetailPane : AnimalsComponent, Equatable {
  let animal: Animal?
  let categoryName: String
  let isPending: Bool
  let failure: AnimalsFailure?
  /// The window's Edit Animal and Delete Animal actions (greyed out with them).
  let edit: WindowAction
  let delete: WindowAction

  func body(_ context: Context) -> View {
    guard let animal = self.animal else {
      return View.statusPage(icon: "edit-find-symbolic", title: tr("Select an animal")).name("detail-empty")
    }
    return View.vstack(spacing: 18) {
      View.label(animal.name, xalign: 0, wrap: true).cssClasses(["title-1"]).name("detail-name")
      View.preferencesGroup {
        View.actionRow(title: tr("Category")) {
          View.label(self.categoryName)
        }
        View.actionRow(title: tr("Diet")) {
          View.label(AnimalsText.diet(animal.diet)).name("detail-diet")
        }
      }
      .accessibleLabel(animal.name)
      View.hstack(spacing: 6) {
        View.button(self.edit.titled(tr("Edit"))).name("detail-edit")
        View.button(self.delete.titled(tr("Delete"))).name("detail-delete").cssClasses(["destructive-action"])
        View.spinner(spinning: self.isPending).visible(self.isPending)
      }
      if let failure = self.failure {
        View.label(failure.text, xalign: 0, wrap: true).cssClasses(["error"])
      }
    }
    .margin(24)
    .align(vertical: .start)
    .expand(horizontal: true)
  }
}
