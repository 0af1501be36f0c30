//  TextPage.swift

import AppShell
import DeclarativeViews
import GalleryData

/// Labels, a one-line entry, a search entry and a multi-line text view.
enum TextPage {
  @MainActor static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption("Labels")
      View.label("A title", xalign: 0).cssClasses(["title-2"])
      View.label("A long label wraps at the width it is given, instead of widening the window it is in.", xalign: 0, wrap: true)
      View.label("A selectable label: select and copy me.", xalign: 0, selectable: true).tooltip("Selectable text")
      View.caption("Entries")
      View.entry(text: state.name, placeholder: "Your name", accessibleLabel: "Name") { context.dispatch(.setName($0)) }
        .tooltip("A one-line entry").key("name")
      View.searchEntry(text: state.search, placeholder: "Search stars") { context.dispatch(.setSearch($0)) }
        .tooltip("A search entry").key("search")
      View.label(state.name.isEmpty ? "Hello!" : "Hello, \(state.name)!", xalign: 0).key("greeting")
      View.caption("Text view")
      View.scrolled {
        View.textView(text: state.notes, accessibleLabel: "Notes") { context.dispatch(.setNotes($0)) }.key("notes")
      }.size(height: 120).tooltip("A multi-line text view")
      View.label("\(state.notes.count) of \(GalleryState.maximumTextLength) characters", xalign: 0).cssClasses(["dim-label"]).key("notes-count")
    }
  }
}
