//  PagesPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization

/// A stack with its switcher, a view stack with GNOME's adaptive switcher, an expander, a separator and a
/// split view.
enum PagesPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Stack and switcher"))
      View.stack(visible: state.page, onSwitch: context.send { .showPage($0) }) {
        View.label(tr("The first page.")).page("first", title: tr("First"))
        View.label(tr("The second page.")).page("second", title: tr("Second"))
        View.label(tr("The third page.")).page("third", title: tr("Third"))
      }.size(height: 80).tooltip(tr("Pages and the buttons that switch them")).name("stack")
      View.caption(tr("Tabs"))
      View.tabView(selected: state.selectedDocument, onSelect: context.send { .selectDocument($0) }, onClose: context.send { .closeDocument($0) }) {
        for document in state.openDocuments {
          View.label(Self.body(of: document)).page(document, title: Self.title(of: document))
        }
      }.size(height: 120).tooltip(tr("Tabs the user chooses and closes")).name("tabs")
      View.button(tr("Reopen All Tabs"), send: context.send(.reopenDocuments))
        .sensitive(state.openDocuments.count < GalleryState.documents.count)
        .align(horizontal: .start)
        .name("reopen-tabs")
      View.caption(tr("View switcher"))
      View.viewStack(visible: state.viewPage, onSwitch: context.send { .showViewPage($0) }) {
        View.label(tr("Recently opened files.")).page("recent", title: tr("Recent"), icon: "document-open-recent-symbolic")
        View.label(tr("Files marked with a star.")).page("starred", title: tr("Starred"), icon: "starred-symbolic")
        View.label(tr("Every file.")).page("all", title: tr("All Files"), icon: "folder-symbolic")
      }.size(height: 120).tooltip(tr("GNOME's view switcher: a bar at the bottom when the window is narrow")).name("view-stack")
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

  private static func title(of document: String) -> String {
    switch document {
    case "notes": tr("Notes")
    case "tasks": tr("Tasks")
    default: tr("Ideas")
    }
  }

  private static func body(of document: String) -> String {
    switch document {
    case "notes": tr("Notes taken today.")
    case "tasks": tr("Things to do.")
    default: tr("Ideas for later.")
    }
  }
}
