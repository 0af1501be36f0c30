//  TodoListener.swift

import ImmutableData

/// The side effect of the app: after every action that changed the list, writes it to the file.
/// A failed save is reported back to the store as `didFailToSave`, so the window says so.
@MainActor public final class TodoListener {
  private let file: TodoFile
  private var listening: StoreListening<TodoState, TodoAction>?

  public init(file: TodoFile) {
    self.file = file
  }

  /// Saves after every action `store` reduces; a test waits for it with `store.listenerActivity.untilIdle()`.
  public func listen(to store: Store<TodoState, TodoAction>) {
    self.listening = store.listen { [weak self, weak store] oldState, _ in
      guard let self, let store else { return }
      self.save(oldState: oldState, store: store)
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
