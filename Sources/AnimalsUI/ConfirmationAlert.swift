//  ConfirmationAlert.swift

import AnimalsData
import AppShell
import DeclarativeViews
import Foundation
import Localization

/// The questions that guard what cannot be taken back: deleting an animal, reloading the sample data.
/// Message dialogs with Cancel (also Escape) and a destructive verb. A component: its inputs are the
/// question and the sender the answer goes through.
struct ConfirmationAlert : AnimalsComponent, Equatable {
  let confirmation: Confirmation
  let send: AnimalsSender

  func body(_ context: Context) -> View {
    let heading: String, body: String, verb: String, viewName: String
    switch self.confirmation {
    case .deleteAnimal(_, let name):
      (heading, body, verb, viewName) = (tr("Delete %@?", name), tr("%@ will be removed from the data.", name), tr("Delete"), "delete-confirmation")
    case .reloadSampleData:
      heading = tr("Reload Sample Data?")
      body = tr("Reloading the sample data deletes all changes to the current data.")
      (verb, viewName) = (tr("Reload"), "reload-confirmation")
    }
    return View.messageDialog(heading: heading, body: body, responses: .confirmation("confirm", verb, cancel: tr("Cancel")), onResponse: .run { response in
      if response == "confirm" {
        self.confirm(context)
      } else {
        context.update { $0.confirmation = nil }
      }
    })
    .name(viewName)
  }

  /// Sends what was confirmed; a refusal shows in the window, a deleted animal gets a toast with Undo.
  private func confirm(_ context: Context) {
    let confirmation = self.confirmation
    let problem: AnimalsFailure? = switch confirmation {
    case .deleteAnimal(let animalId, _): self.send(.ui(.didConfirmDeleteAnimal(animalId: animalId)))
    case .reloadSampleData: self.send(.ui(.didConfirmReloadSampleData))
    }
    context.update {
      $0.confirmation = nil
      $0.problem = problem
      if problem == nil, case .deleteAnimal(_, let name) = confirmation {
        $0.toast = Toast(id: UUID().uuidString, title: tr("Deleted %@", name), button: tr("Undo"), action: AnimalsActions.undo, timeout: AnimalsActions.toastSeconds)
      }
    }
  }
}
