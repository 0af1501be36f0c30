//  TodoSelectors.swift

/// What views read from the state.
public enum TodoSelectors {
  @Sendable public static func items(state: TodoState) -> [TodoItem] {
    state.items
  }

  @Sendable public static func remainingCount(state: TodoState) -> Int {
    state.items.count { !$0.isDone }
  }

  @Sendable public static func hasDoneItems(state: TodoState) -> Bool {
    state.items.contains { $0.isDone }
  }

  @Sendable public static func saveProblem(state: TodoState) -> String? {
    state.saveProblem
  }
}
