//  DeleteAllConfirmation.swift

import DeclarativeViews
import Localization
import QuakesData

/// The question before Delete All: the cache may hold months the USGS feeds no longer serve, so what it
/// deletes is gone for good. Cancel (also Escape) is the default; Delete is destructive.
enum DeleteAllConfirmation {
  static func view(_ model: QuakesWindowModel) -> View {
    let responses = DialogResponses.confirmation("delete", tr("Delete"), cancel: tr("Cancel"))
    let body = trn(
      "The %@ earthquake kept on this computer will be deleted. Earthquakes the USGS no longer lists cannot be fetched again.",
      "All %@ earthquakes kept on this computer will be deleted. Earthquakes the USGS no longer lists cannot be fetched again.",
      model.total
    )
    return View.messageDialog(heading: tr("Delete All Earthquakes?"), body: body, responses: responses, onResponse: .run { response in
      let context = model.context
      context.update { $0.isConfirmingDeleteAll = false }
      guard response == "delete" else { return }
      context.dispatch(.ui(.onTapDeleteAll))
      context.update { $0.selectedQuakeId = nil }
    })
    .name("delete-all-confirmation")
  }
}
