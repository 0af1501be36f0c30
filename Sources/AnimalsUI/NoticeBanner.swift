//  NoticeBanner.swift

import DeclarativeViews
import Localization

/// A bar above the panes saying which stored animals could not be read and are not shown (shared by
/// every window: dismissing it dismisses it everywhere, until the next fetch finds them again).
enum NoticeBanner {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View? {
    guard let notice = model.notice else { return nil }
    return View.hstack(spacing: 12) {
      View.image("dialog-information-symbolic")
      View.label(notice.text, xalign: 0, wrap: true).expand(horizontal: true).name("animals-notice")
      View.button(tr("Dismiss"), action: actions.dismissNotice).name("dismiss-notice")
    }
    .cssClasses(["notice-banner"])
    .name("notice-banner")
  }
}
