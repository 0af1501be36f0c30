//  QuakesBanner.swift

import DeclarativeViews
import Localization

/// What failed or is only partly right, above the list, with Retry where fetching again may help
/// (libadwaita 1.2 has no AdwBanner, so a styled row of a label and a button).
enum QuakesBanner {
  static func view(_ model: QuakesWindowModel) -> View {
    let messages = model.status.messages(hasQuakes: model.total > 0)
    return View.vstack(spacing: 0) {
      for (index, message) in messages.enumerated() {
        View.hstack(spacing: 12) {
          View.label(message.text, xalign: 0, wrap: true)
            .expand(horizontal: true)
            .name("banner-\(index)")
          if message.canRetry {
            View.button(tr("Retry")) { model.refresh() }
              .sensitive(!model.status.isFetching)
              .align(vertical: .center)
              .name("banner-retry-\(index)")
          }
        }
        .cssClasses(["quakes-banner", "quakes-banner-\(message.kind.rawValue)"])
        .name("banner-row-\(index)")
      }
    }
    .visible(!messages.isEmpty)
  }
}
