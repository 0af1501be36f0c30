//  TodoListener.swift

import ImmutableData

/// The side effect of the app: after every action that changed the list, writes it to the file.
/// A failed save is reported back to the store as `didFailToSave`, so the window says so.
@MainActor public final class TodoListener {
  private let file: TodoFile
  private var task: Task<Void, Never>?

  public init(file: TodoFile) {
    self.file = file
  }

  isolated deinit {
    self.task?.cancel()
  }

  public func listen(to store: Store<TodoState, TodoAction>) {
    self.task?.cancel()
    let stream = store.makeStream()
    self.task = Task { [weak self, weak store] in
      for await (oldState, _) in stream {
        guard !Task.isCancelled, let self, let store else { return }
        self.save(oldState: oldState, store: store)
      }
    }
  }

  private func save(oldState: TodoState, store: Store<TodoState, TodoAction>) {
    let state = store.select { $0 }
    guard state.items != oldState.items else { return }
    do {
      try self.file.save(state.items)
    } catch {
      try? store.dispatch(action: .didFailToSave(error.description))
      return
    }
    if state.saveProblem != nil { try? store.dispatch(action: .didSave) }
  }
}
