//  AnimalEditorDialog.swift

import AnimalsData
import AppShell
import DeclarativeViews
import GtkWidgets
import Localization

/// "Add Animal" / "Edit Animal": Name, Category and Diet rows; Cancel and Save in the header bar, Save
/// while complete and not pending. Escape cancels. It stays open on failure and says what went wrong.
/// A component: it reads the categories itself, and runs again only when its inputs or they change.
struct AnimalEditorDialog : AnimalsComponent, Equatable {
  let editor: AnimalEditorState
  let isPending: Bool
  let error: AnimalsFailure?
  let send: AnimalsSender

  func body(_ context: Context) -> View {
    let (editor, isPending) = (self.editor, self.isPending)
    let categories = context.select(AnimalsSelections.categories)
    let diets = Diet.allCases
    let cancel = context.updating { $0.editor = nil }
    return View.dialog(title: editor.title, width: 400, onClose: cancel) {
      View.adwHeaderBar(title: editor.title, titleButtons: false) {
        View.button(tr("Cancel"), action: cancel).name("editor-cancel").slot(.start)
        View.button(tr("Save")) { self.save(context) }
          .sensitive(editor.isComplete && !isPending)
          .cssClasses(["suggested-action"])
          .name("editor-save")
          .slot(.end)
        View.spinner(spinning: isPending).visible(isPending).slot(.end)
      }
      View.vstack(spacing: 12) {
        // A screen reader announces the rows as a list: the dialog's title names it.
        View.preferencesGroup {
          View.entryRow(title: tr("Name"), text: editor.name, onChange: .run { name in context.update { $0.editor?.name = name } }, onSubmit: { self.save(context) })
            .sensitive(!isPending)
            .gtkModifier(AnimalNameLength())
            .name("editor-name")
          View.comboRow(
            title: tr("Category"),
            choices: categories.map(\.name),
            selected: editor.categoryId.flatMap { id in categories.firstIndex { $0.categoryId == id } },
            onSelect: .run { index in context.update { $0.editor?.categoryId = index.map { categories[$0].categoryId } } }
          )
          .sensitive(!isPending)
          .name("editor-category")
          View.comboRow(
            title: tr("Diet"),
            choices: diets.map(AnimalsText.diet),
            selected: editor.diet.flatMap { diets.firstIndex(of: $0) },
            onSelect: .run { index in context.update { $0.editor?.diet = index.map { diets[$0] } } }
          )
          .sensitive(!isPending)
          .name("editor-diet")
        }
        .accessibleLabel(editor.title)
        if let error = self.error {
          View.label(error.text, xalign: 0, wrap: true).cssClasses(["error"]).name("editor-error")
        }
      }
      .margin(18)
    }
    .name("editor")
  }

  /// Sends the editor's request (the editor as it is now, not as this body saw it); a refusal stays in
  /// the editor, which then says why.
  private func save(_ context: Context) {
    guard let editor = context.local.editor, !self.isPending, let action = editor.action else { return }
    let refusal = self.send(action)
    context.update {
      $0.editor?.isSubmitted = refusal == nil
      $0.editor?.refusal = refusal
    }
  }
}
