//  AnimalsWindow.swift

import AnimalsData
import AppShell
import DeclarativeViews
import Localization

/// The Animals window: categories, the animals of the selected one, and the selected animal,
/// in three panes; the editor and confirmations over it.
public enum AnimalsWindow {
  public static func body(_ context: WindowContext<AnimalsState, AnimalsAction, AnimalsWindowLocal>, send: AnimalsSender, isRemote: Bool = false) -> View {
    let model = AnimalsWindowModel(context)
    let actions = AnimalsActions(context: context, model: model, send: send)
    // Forget the finished editor, so a later request about the same animal cannot bring it back.
    context.onChange(of: model.isEditorDone) { isDone in
      if isDone { context.update { $0.editor = nil } }
    }
    return .applicationWindow(title: tr("Animals"), width: 960, height: 600, actions: actions.windowActions) {
      View.adwHeaderBar(title: tr("Animals"), subtitle: model.category?.name) {
        // Always there, shown while folded, so that it stays the first of the start buttons.
        View.button(icon: "go-previous-symbolic", accessibleLabel: tr("Back")) {
          if let previous = model.local.pane.previous { actions.showPane(previous.rawValue) }
        }
        .name("back")
        .slot(.start)
        .visible(model.local.isFolded && model.local.pane.previous != nil)
        View.button(actions.addAnimal).name("add-animal").slot(.start)
        // A narrow window keeps its title readable: Undo and Redo stay in the main menu and on Ctrl+Z.
        View.button(actions.undoChange).name("undo").slot(.start).visible(!model.local.isFolded)
        View.button(actions.redoChange).name("redo").slot(.start).visible(!model.local.isFolded)
        View.menuButton(icon: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: context.primaryMenu(actions.menuSections))
          .name("main-menu")
          .slot(.end)
      }
      View.toastOverlay(toast: model.local.toast, onDismiss: .run(actions.dismissToast)) {
        View.vstack(spacing: 0) {
          ConnectionStatusBar()
          NoticeBanner()
          ConflictBanner(send: send)
          if let failure = model.fetchFailure, model.categories.isEmpty {
            OfflinePage(failure: failure, isRemote: isRemote, send: send)
          } else {
            ProblemBanner(send: send)
            // Side by side when the window is wide enough, one at a time when it is not.
            View.leaflet(showing: model.local.pane.rawValue, onNavigate: .run(actions.showPane), onFold: context.set(\.isFolded)) {
              // The lists keep their width; the animal's pane takes what is left.
              View.vstack(spacing: 0) {
                CategoryPane(selectedId: model.local.selectedCategoryId, send: send)
              }
              .expand(horizontal: false, vertical: true)
              View.separator(vertical: true)
              View.vstack(spacing: 0) {
                AnimalListPane(
                  category: model.category,
                  searchText: model.local.searchText,
                  selectedAnimalId: model.local.selectedAnimalId,
                  addAnimal: actions.addAnimal
                )
              }
              .expand(horizontal: false, vertical: true)
              View.separator(vertical: true)
              View.vstack(spacing: 0) {
                AnimalDetailPane(
                  animal: model.animal,
                  categoryName: model.animal.map { model.categoryName($0.categoryId) } ?? "",
                  isPending: model.isAnimalPending,
                  failure: model.animalStatus?.failure,
                  edit: actions.editAnimal,
                  delete: actions.deleteAnimal
                )
              }
              .size(width: 300)
              .expand(horizontal: true, vertical: true)
            }
            .expand(horizontal: true, vertical: true)
            .name("panes")
          }
        }
      }
      .name("content")
      if let editor = model.openEditor {
        AnimalEditorDialog(editor: editor, isPending: model.isEditorPending, error: model.editorError, send: send)
      }
      if let confirmation = model.local.confirmation {
        ConfirmationAlert(confirmation: confirmation, send: send)
      }
    }
  }
}
