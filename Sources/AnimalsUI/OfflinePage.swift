//  OfflinePage.swift

import DeclarativeViews
import Localization

/// In place of the panes while nothing could be loaded: why, and Retry.
enum OfflinePage {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions, isRemote: Bool) -> View? {
    guard let failure = model.fetchFailure, model.categories.isEmpty else { return nil }
    return View.statusPage(
      icon: isRemote ? "network-offline-symbolic" : "dialog-error-symbolic",
      title: isRemote ? tr("Can't reach the server") : tr("Can't open the animals"),
      description: failure.text
    ) {
      View.button(tr("Retry"), action: actions.retry)
        .name("retry")
        .sensitive(!model.isFetching)
        .cssClasses(["suggested-action", "pill"])
        .align(horizontal: .center)
    }
    .name("fetch-error")
  }
}
