//  DialogsPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization

/// A context menu, the file chooser (save and open), a preferences window and an alert.
enum DialogsPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Context menu"))
      View.label(tr("Right-click here, or focus it and press the Menu key."))
        .contextMenu(Menu([MenuItem(tr("Copy"), action: GalleryWindow.copy), MenuItem(tr("Paste"), action: GalleryWindow.paste)]))
        .tooltip(tr("Has a context menu")).margin(12).name("context-target")
      View.caption(tr("File chooser"))
      View.hstack {
        View.button(tr("Save As…"), send: context.send(.openChooser(.save))).tooltip(tr("Choose where to save")).name("save")
        View.button(tr("Open…"), send: context.send(.openChooser(.open))).tooltip(tr("Choose a file to open")).name("open")
      }
      View.caption(tr("Preferences window"))
      View.button(tr("Preferences…"), send: context.send(.showPreferences(true)))
        .tooltip(tr("GNOME's preferences window, with a search"))
        .align(horizontal: .start)
        .name("preferences")
      if state.showsPreferences {
        View.preferencesWindow(title: tr("Preferences"), onClose: { context.dispatch(.showPreferences(false)) }) {
          View.preferencesPage(title: tr("General"), icon: "preferences-system-symbolic") {
            View.preferencesGroup(title: tr("Appearance"), description: tr("How the gallery shows its widgets.")) {
              View.actionRow(title: tr("Show Disabled"), subtitle: tr("Every widget of the page insensitive")) {
                View.toggle(isOn: state.isDisabled, accessibleLabel: tr("Show Disabled"), onToggle: context.send { .setDisabled($0) })
                  .align(vertical: .center)
                  .name("preferences-disabled")
              }
            }
            View.preferencesGroup(title: tr("You")) {
              View.entryRow(title: tr("Name"), text: state.name, onChange: context.send { .setName($0) }).name("preferences-name")
            }
          }
        }
        .name("preferences-window")
      }
      View.caption(tr("Alert"))
      View.button(tr("Ask Something…"), send: context.send(.showAlert)).tooltip(tr("A yes/no question")).align(horizontal: .start).name("ask")
      View.label(GallerySelectors.dialogSummary(state), xalign: 0, wrap: true).name("summary")
      if let chooser = state.chooser {
        View.fileChooser(
          title: chooser == .save ? tr("Save As") : tr("Open"),
          mode: chooser == .save ? .save(suggestedName: "gallery.txt") : .open,
          onChoose: context.send { .choseFile($0) },
          onCancel: { context.dispatch(.cancelChooser) }
        ).name("chooser")
      }
      if state.showsAlert {
        View.alert(
          title: tr("Really?"),
          message: tr("Confirming counts once more on this page."),
          confirm: tr("Confirm"),
          onConfirm: { context.dispatch(.confirmAlert) },
          onCancel: { context.dispatch(.dismissAlert) }
        )
      }
    }
  }
}
