//  PagesPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization

/// A stack with its switcher, an expander, a separator and a split view.
enum PagesPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Stack and switcher"))
      View.stack(visible: state.page, onSwitch: context.send { .showPage($0) }) {
        View.label(tr("The first page.")).page("first", title: tr("First"))
        View.label(tr("The second page.")).page("second", title: tr("Second"))
        View.label(tr("The third page.")).page("third", title: tr("Third"))
      }.size(height: 80).tooltip(tr("Pages and the buttons that switch them")).name("stack")
      View.separator()
      View.caption(tr("Expander"))
      View.expander(tr("Details"), isExpanded: state.showsDetails, onToggle: context.send { .showDetails($0) }) {
        View.label(tr("Shown only while the expander is open.")).margin(6).name("details")
      }.tooltip(tr("Opens to show more")).name("expander")
      View.caption(tr("Split view"))
      View.paned(position: 200) {
        View.label(tr("Start pane")).margin(12)
        View.label(tr("End pane")).margin(12)
      }.size(height: 80).tooltip(tr("Drag the handle between the panes"))
    }
  }
}
