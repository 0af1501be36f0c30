//  DialogsPage.swift

import AppShell
import DeclarativeViews
import GalleryData

/// A context menu, the file chooser (save and open) and an alert.
enum DialogsPage {
  @MainActor static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption("Context menu")
      View.label("Right-click here, or focus it and press the Menu key.")
        .contextMenu(Menu([MenuItem("Copy", action: "copy"), MenuItem("Paste", action: "paste")]))
        .tooltip("Has a context menu").margin(12).key("context-target")
      View.caption("File chooser")
      View.hstack {
        View.button("Save As…") { context.dispatch(.openChooser(.save)) }.tooltip("Choose where to save").key("save")
        View.button("Open…") { context.dispatch(.openChooser(.open)) }.tooltip("Choose a file to open").key("open")
      }
      View.caption("Alert")
      View.button("Ask Something…") { context.dispatch(.showAlert) }.tooltip("A yes/no question").align(horizontal: .start).key("ask")
      View.label(GallerySelectors.dialogSummary(state), xalign: 0, wrap: true).key("summary")
      if let chooser = state.chooser {
        View.fileChooser(
          title: chooser == .save ? "Save As" : "Open",
          mode: chooser == .save ? .save(suggestedName: "gallery.txt") : .open,
          onChoose: { context.dispatch(.choseFile($0)) },
          onCancel: { context.dispatch(.cancelChooser) }
        ).key("chooser")
      }
      if state.showsAlert {
        View.alert(
          title: "Really?",
          message: "Confirming counts once more on this page.",
          confirm: "Confirm",
          onConfirm: { context.dispatch(.confirmAlert) },
          onCancel: { context.dispatch(.dismissAlert) }
        ).key("alert")
      }
    }
  }
}
