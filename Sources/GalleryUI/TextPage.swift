//  TextPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import GtkWidgets
import Localization

/// Labels, a one-line entry, a search entry, a multi-line text view and a code editor.
enum TextPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Labels"))
      View.label(tr("A title"), xalign: 0).cssClasses(["title-2"])
      View.label(tr("A long label wraps at the width it is given, instead of widening the window it is in."), xalign: 0, wrap: true)
      View.label(tr("A selectable label: select and copy me."), xalign: 0, selectable: true).tooltip(tr("Selectable text"))
      View.caption(tr("Entries"))
      View.entry(text: state.name, placeholder: tr("Your name"), accessibleLabel: tr("Name"), onChange: context.send { .setName($0) })
        .tooltip(tr("A one-line entry")).name("name")
      View.searchEntry(text: state.search, placeholder: tr("Search stars"), onChange: context.send { .setSearch($0) })
        .tooltip(tr("A search entry")).name("search")
      View.label(state.name.isEmpty ? tr("Hello!") : tr("Hello, %@!", state.name), xalign: 0).name("greeting")
      View.caption(tr("Text view"))
      View.scrolled {
        View.textView(text: state.notes, accessibleLabel: tr("Notes"), onChange: context.send { .setNotes($0) }).name("notes")
      }.size(height: 120).tooltip(tr("A multi-line text view"))
      View.hstack(spacing: 6) {
        View.label(tr("%1$@ of %2$@ characters", state.notes.count.formatted(.number.locale(Localization.locale)), GalleryState.maximumTextLength.formatted(.number.locale(Localization.locale))), xalign: 0)
          .cssClasses(["dim-label"])
          .expand(horizontal: true)
        View.button(tr("Copy")) { context.copyToClipboard(state.notes) }.tooltip(tr("Copy the notes")).name("copy-notes")
        View.button(tr("Paste")) {
          context.readClipboard { text in
            if let text { context.dispatch(.pasteIntoNotes(text)) }
          }
        }
        .tooltip(tr("Add the clipboard's text to the notes"))
        .name("paste-notes")
      }
      View.caption(tr("Code editor"))
      View.scrolled {
        View.gtk(CodeEditor(text: state.code, onChange: context.send { .setCode($0) }), accessibleLabel: tr("Code"))
          .name("code")
      }.size(height: 120).tooltip(tr("GtkSourceView, a widget from outside the vocabulary (View.gtk)"))
    }
  }
}
