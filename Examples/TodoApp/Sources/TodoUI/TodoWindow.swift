//  TodoWindow.swift

import AppShell
import DeclarativeViews
import Foundation
import TodoData

/// The to-do window: an entry and "Add" above the list, a check button and "Delete" on each row, and
/// "N left" with "Clear Done" below. The entry's text is the window's own (local) state.
public enum TodoWindow {
  /// What one window keeps for itself: the title being typed.
  public struct Local {
    public var draft = ""
  }

  public static func body(_ context: WindowContext<TodoState, TodoAction, Local>) -> View {
    let items = context.select(TodoSelectors.items)
    let remaining = context.select(TodoSelectors.remainingCount)
    let saveProblem = context.select(TodoSelectors.saveProblem)
    let canAdd = !context.local.draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    func add() {
      guard canAdd else { return }
      context.dispatch(.didTapAdd(id: UUID().uuidString, title: context.local.draft))
      context.update { $0.draft = "" }
    }
    return .window(title: "To Do", width: 420, height: 480) {
      View.headerBar(title: "To Do")
      View.vstack(spacing: 12) {
        if let saveProblem { View.label(saveProblem, xalign: 0, wrap: true).cssClasses(["error"]).name("problem") }
        View.hstack {
          View.entry(text: context.local.draft, placeholder: "What needs doing?", accessibleLabel: "New to-do", onChange: context.set(\.draft), onSubmit: add).expand(horizontal: true).name("draft")
          View.button("Add", action: add).sensitive(canAdd).name("add")
        }
        View.scrolled { View.list(ListItems(items, key: \.id) { Self.row($0, context) }, accessibleLabel: "To-dos").name("items") }
          .expand(vertical: true)
        View.hstack {
          View.label(remaining == 1 ? "1 left" : "\(remaining) left", xalign: 0).expand(horizontal: true).name("remaining")
          View.button("Clear Done", send: context.send(.didTapClearDone)).sensitive(context.select(TodoSelectors.hasDoneItems)).name("clear-done")
        }
      }
      .margin(12)
    }
  }

  static func row(_ item: TodoItem, _ context: WindowContext<TodoState, TodoAction, Local>) -> View {
    View.hstack {
      View.checkButton(item.title, isOn: item.isDone, onToggle: context.send { .didToggle(id: item.id, isDone: $0) }).expand(horizontal: true).name("done")
      View.button(icon: "user-trash-symbolic", accessibleLabel: "Delete \(item.title)", send: context.send(.didTapDelete(id: item.id))).name("delete")
    }
    .margin(6)
  }
}
