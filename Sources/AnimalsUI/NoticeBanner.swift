//  NoticeBanner.swift

import AnimalsData
import DeclarativeViews
import Localization

/// A bar above the panes saying which stored animals could not be read and are not shown (shared by
/// every window: dismissing it dismisses it everywhere, until the next fetch finds them again).
struct NoticeBanner : AnimalsComponent, Equatable {
  func body(_ context: Context) -> View {
    guard let notice = context.select(AnimalsSelections.animalsNotice) else { return View.vstack(spacing: 0) {} }
    return View.hstack(spacing: 12) {
      View.image("dialog-information-symbolic")
      View.label(notice.text, xalign: 0, wrap: true).expand(horizontal: true).name("animals-notice")
      View.button(tr("Dismiss"), send: context.send(.ui(.didDismissAnimalsNotice))).name("dismiss-notice")
    }
    .cssClasses(["notice-banner"])
    .name("notice-banner")
  }
}
