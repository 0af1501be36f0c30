//  ConfirmationAlert.swift

import DeclarativeViews
import Localization

/// The questions that guard what cannot be taken back: deleting an animal, reloading the sample data.
/// Message dialogs with Cancel (also Escape) and a destructive verb.
enum ConfirmationAlert {
  static func view(_ confirmation: Confirmation, actions: AnimalsActions) -> View {
    let heading: String, body: String, verb: String, viewName: String
    switch confirmation {
    case .deleteAnimal(_, let name):
      (heading, body, verb, viewName) = (tr("Delete %@?", name), tr("%@ will be removed from the data.", name), tr("Delete"), "delete-confirmation")
    case .reloadSampleData:
      heading = tr("Reload Sample Data?")
      body = tr("Reloading the sample data deletes all changes to the current data.")
      (verb, viewName) = (tr("Reload"), "reload-confirmation")
    }
    return View.messageDialog(heading: heading, body: body, responses: .confirmation("confirm", verb, cancel: tr("Cancel")), onResponse: .run { response in
      if response == "confirm" {
        actions.confirm(confirmation)
      } else {
        actions.context.update { $0.confirmation = nil }
      }
    })
    .name(viewName)
  }
}
