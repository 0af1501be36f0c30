//  DeleteAllConfirmation.swift

import AppShell
import DeclarativeViews
import Localization
import QuakesData

/// The question before Delete All: the cache may hold months the USGS feeds no longer serve, so what it
/// deletes is gone for good. Cancel (also Escape) is the default; Delete is destructive.
struct DeleteAllConfirmation : QuakesComponent, Equatable {
  /// How many quakes the cache holds.
  let total: Int

  func body(_ context: Context) -> View {
    let responses = DialogResponses.confirmation("delete", tr("Delete"), cancel: tr("Cancel"))
    let body = trn(
      "The %@ earthquake kept on this computer will be deleted. Earthquakes the USGS no longer lists cannot be fetched again.",
      "All %@ earthquakes kept on this computer will be deleted. Earthquakes the USGS no longer lists cannot be fetched again.",
      self.total
    )
    return View.messageDialog(heading: tr("Delete All Earthquakes?"), body: body, responses: responses, onResponse: .run { response in
      context.update { $0.isConfirmingDeleteAll = false }
      guard response == "delete" else { return }
      context.dispatch(.ui(.onTapDeleteAll))
      context.update { $0.selectedQuakeId = nil }
    })
    .name("delete-all-confirmation")
  }
}
