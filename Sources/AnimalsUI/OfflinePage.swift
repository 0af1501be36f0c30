//  OfflinePage.swift

import AnimalsData
import DeclarativeViews
import Localization

/// In place of the panes while nothing could be loaded: why, and Retry.
struct OfflinePage : AnimalsComponent, Equatable {
  let failure: AnimalsFailure
  let isRemote: Bool
  let send: AnimalsSender

  func body(_ context: Context) -> View {
    let isFetching = context.select(AnimalsSelections.isFetching)
    return View.statusPage(
      icon: self.isRemote ? "network-offline-symbolic" : "dialog-error-symbolic",
      title: self.isRemote ? tr("Can't reach the server") : tr("Can't open the animals"),
      description: self.failure.text
    ) {
      View.button(tr("Retry")) { self.send(.ui(.didTapRetry), showingRefusalIn: context) }
        .name("retry")
        .sensitive(!isFetching)
        .cssClasses(["suggested-action", "pill"])
        .align(horizontal: .center)
    }
    .name("fetch-error")
  }
}
