//  NoticeBar.swift

import DeclarativeViews
import Localization

/// The bar every app window shows above its content for each `AppNotice`: an error icon, what could not
/// be done and why, and Dismiss (which dismisses it in every window).
@MainActor package enum NoticeBar {
  package static let css = ".app-notice { background-color: alpha(@error_color, 0.12); padding: 6px 12px; }"

  package static func view(_ notices: [AppNotice], dismiss: @escaping @MainActor (AppNotice.ID) -> Void) -> View? {
    guard !notices.isEmpty else { return nil }
    return View.vstack(spacing: 0) {
      notices.map { notice in
        View.hstack(spacing: 12) {
          View.image("dialog-error-symbolic")
          View.label(tr("%@: %@", notice.title, notice.reason), xalign: 0, wrap: true).expand(horizontal: true).name("app-notice-text")
          View.button(tr("Dismiss"), action: { dismiss(notice.id) }).name("dismiss-app-notice")
        }
        .cssClasses(["app-notice"])
        .name("app-notice-\(notice.id)")
      }
    }
    .name("app-notices")
  }
}
