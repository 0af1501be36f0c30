//  AnimalEditorDialog.swift

import AnimalsData
import DeclarativeViews

/// "Add Animal" / "Edit Animal": Name, Category and Diet; Save while complete and not pending.
/// It stays open on failure and says what went wrong.
@MainActor enum AnimalEditorDialog {
  static func view(_ editor: AnimalEditorState, model: AnimalsWindowModel, actions: AnimalsActions) -> View {
    let context = actions.context
    let categories = model.categories
    let diets = Diet.allCases
    let isPending = model.isEditorPending
    return View.dialog(title: editor.title, width: 360, onClose: context.updating { $0.editor = nil }) {
      View.vstack(spacing: 6) {
        View.label(editor.title).cssClasses(["title-2"]).xalign(0).margin(0)
        self.caption("Name")
        View.entry(text: editor.name, placeholder: "Name", accessibleLabel: "Name") { name in
          context.update { $0.editor?.name = name }
        }
        .onSubmit(actions.save)
        .sensitive(!isPending)
        .key("editor-name")
        self.caption("Category")
        View.dropDown(
          categories.map(\.name),
          selected: editor.categoryId.flatMap { id in categories.firstIndex { $0.categoryId == id } },
          accessibleLabel: "Category"
        ) { index in
          context.update { $0.editor?.categoryId = index.map { categories[$0].categoryId } }
        }
        .sensitive(!isPending)
        .key("editor-category")
        self.caption("Diet")
        View.dropDown(diets.map(\.rawValue), selected: editor.diet.flatMap { diets.firstIndex(of: $0) }, accessibleLabel: "Diet") { index in
          context.update { $0.editor?.diet = index.map { diets[$0] } }
        }
        .sensitive(!isPending)
        .key("editor-diet")
        if let error = model.editorError {
          View.label(error).cssClasses(["error"]).wrap().xalign(0).key("editor-error")
        }
        View.hstack(spacing: 6) {
          View.spinner(spinning: isPending).visible(isPending).key("editor-spinner")
          View.button("Cancel", action: context.updating { $0.editor = nil }).key("editor-cancel")
          View.button("Save", action: actions.save)
            .sensitive(editor.isComplete && !isPending)
            .cssClasses(["suggested-action"])
            .key("editor-save")
        }
        .align(horizontal: .end)
        .margin(6)
      }
      .margin(18)
    }
    .key("editor")
  }

  private static func caption(_ text: String) -> View {
    View.label(text).cssClasses(["dim-label"]).xalign(0)
  }
}
