//  TodoApp.swift

import AppShell
import ImmutableData
import ImmutableUI
import TodoData

/// The app: one store loaded from the to-do file, saved back by a listener, shown in any number of windows.
public enum TodoApp {
  public static let id = "org.immutabledata.Todo"

  public static func makeStore(items: [TodoItem] = []) -> Store<TodoState, TodoAction> {
    Store(initialState: TodoState(items: items), reducer: TodoReducer.reduce)
  }

  public static func make(
    store: Store<TodoState, TodoAction>,
    scheduler: any RenderScheduler = MainQueueScheduler()
  ) -> GtkApp<TodoState, TodoAction> {
    GtkApp(
      id: Self.id,
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(local: { TodoWindow.Local() }, body: TodoWindow.body)
    )
  }
}
