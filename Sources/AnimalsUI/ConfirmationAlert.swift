//  ConfirmationAlert.swift

import DeclarativeViews

/// The alerts that guard what cannot be taken back: deleting an animal, reloading the sample data.
@MainActor enum ConfirmationAlert {
  static func view(_ confirmation: Confirmation, actions: AnimalsActions) -> View {
    let cancel = actions.context.updating { $0.confirmation = nil }
    switch confirmation {
    case .deleteAnimal(_, let name):
      return View.alert(
        title: "Delete \(name)?",
        message: "\(name) will be removed from the data.",
        confirm: "Yes, delete \(name)",
        destructive: true,
        onConfirm: { actions.confirm(confirmation) },
        onCancel: cancel
      )
      .key("delete-confirmation")
    case .reloadSampleData:
      return View.alert(
        title: "Reload Sample Data?",
        message: "Reloading the sample data deletes all changes to the current data.",
        confirm: "Yes, reload sample data",
        destructive: true,
        onConfirm: { actions.confirm(confirmation) },
        onCancel: cancel
      )
      .key("reload-confirmation")
    }
  }
}
