//  PagesPage.swift

import AppShell
import DeclarativeViews
import GalleryData

/// A stack with its switcher, an expander, a separator and a split view.
enum PagesPage {
  @MainActor static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption("Stack and switcher")
      View.stack(visible: state.page, onSwitch: { context.dispatch(.showPage($0)) }) {
        View.label("The first page.").page("first", title: "First")
        View.label("The second page.").page("second", title: "Second")
        View.label("The third page.").page("third", title: "Third")
      }.size(height: 80).tooltip("Pages and the buttons that switch them").key("stack")
      View.separator()
      View.caption("Expander")
      View.expander("Details", isExpanded: state.showsDetails, onToggle: { context.dispatch(.showDetails($0)) }) {
        View.label("Shown only while the expander is open.").margin(6).key("details")
      }.tooltip("Opens to show more").key("expander")
      View.caption("Split view")
      View.paned(position: 200) {
        View.label("Start pane").margin(12)
        View.label("End pane").margin(12)
      }.size(height: 80).tooltip("Drag the handle between the panes")
    }
  }
}
