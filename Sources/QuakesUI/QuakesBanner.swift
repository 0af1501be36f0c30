//  QuakesBanner.swift

import DeclarativeViews

/// What was loaded and what failed, above the list.
@MainActor enum QuakesBanner {
  static func view(_ messages: [QuakesBannerMessage]) -> View {
    View.vstack(spacing: 0) {
      for (index, message) in messages.enumerated() {
        View.label(message.text, xalign: 0, wrap: true)
          .cssClasses(["quakes-banner", "quakes-banner-\(message.kind.rawValue)"])
          .key("banner-\(index)")
      }
    }
    .visible(!messages.isEmpty)
    .key("banner")
  }
}
