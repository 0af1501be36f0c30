//  TodoReducer.swift

import Foundation

/// Turns actions into new states. Pure: the id of a new item comes in the action.
public enum TodoReducer {
  /// Longer titles are refused rather than cut.
  public static let maximumTitleLength = 200

  @Sendable public static func reduce(state: TodoState, action: TodoAction) throws -> TodoState {
    var state = state
    switch action {
    case .didTapAdd(let id, let title):
      let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !title.isEmpty else { throw TodoReducerError.emptyTitle }
      guard title.count <= Self.maximumTitleLength else { throw TodoReducerError.titleTooLong(title.count) }
      guard !state.items.contains(where: { $0.id == id }) else { throw TodoReducerError.duplicateId(id) }
      state.items.append(TodoItem(id: id, title: title))
    case .didToggle(let id, let isDone):
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { throw TodoReducerError.unknownId(id) }
      state.items[index].isDone = isDone
    case .didTapDelete(let id):
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { throw TodoReducerError.unknownId(id) }
      state.items.remove(at: index)
    case .didTapClearDone:
      state.items.removeAll { $0.isDone }
    case .didSave:
      state.saveProblem = nil
    case .didFailToSave(let problem):
      state.saveProblem = problem
    }
    return state
  }
}
