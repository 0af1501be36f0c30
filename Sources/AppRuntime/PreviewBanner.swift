//  PreviewBanner.swift

import DeclarativeViews
import Localization

/// The bar every app window shows while the inspector previews a past state, with Back to Present.
@MainActor package enum PreviewBanner {
  /// Also the inspector's mark of a skipped action (it is said in words too).
  package static let css = """
    .preview-banner { background-color: alpha(@accent_bg_color, 0.18); padding: 6px 12px; }
    .skipped-action { text-decoration-line: line-through; }
    """

  package static func view(_ preview: InspectorPreview, returnToPresent: @escaping @MainActor () -> Void) -> View {
    View.hstack(spacing: 12) {
      View.label(Self.text(preview))
        .name("preview-text")
        .expand(horizontal: true)
      View.button(tr("Back to Present"), action: returnToPresent).name("back-to-present")
    }
    .cssClasses(["preview-banner"])
    .name("preview-banner")
  }

  static func text(_ preview: InspectorPreview) -> String {
    let count = preview.count.formatted(.number.locale(Localization.locale))
    switch (preview.position, preview.skippedCount) {
    case (let position?, 0):
      return tr("Showing the app as it was after action %@ of %@", position.formatted(.number.locale(Localization.locale)), count)
    case (let position?, let skipped):
      return trn("Showing the app after action %2$@ of %3$@, without %1$@ skipped action", "Showing the app after action %2$@ of %3$@, without %1$@ skipped actions", skipped, position.formatted(.number.locale(Localization.locale)), count)
    case (nil, let skipped):
      return trn("Showing the app without %@ skipped action", "Showing the app without %@ skipped actions", skipped)
    }
  }

  /// `window` with the shell's banners (this one, the app's notices) above its content (the header bar stays
  /// the titlebar).
  static func wrap(_ window: View, banners: [View]) -> View {
    var window = window
    let titlebar = window.children.filter { $0.slot == .titlebar }
    let content = window.children.filter { $0.slot != .titlebar }
    // The banners have a box of their own, always there: the content keeps its place, so a banner
    // coming or going does not remount it.
    let bars = View.vstack(spacing: 0) { banners }.name("shell-banners")
    window.children = titlebar + [View.vstack(spacing: 0) { [bars] + content }.name("shell-preview")]
    return window
  }
}
