//  CounterApp.swift

import CounterData
import GtkRuntime
import ImmutableData
import ImmutableUI

/// The Counter app: one store, any number of windows on it.
public enum CounterApp {
  public static let id = "org.immutabledata.Counter"

  @MainActor public static func makeStore() -> Store<CounterState, CounterAction> {
    Store(initialState: CounterState(), reducer: CounterReducer.reduce)
  }

  @MainActor public static func make(store: Store<CounterState, CounterAction>, scheduler: any RenderScheduler = MainQueueScheduler()) -> GtkApp<CounterState, CounterAction> {
    GtkApp(
      id: Self.id,
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(body: CounterWindow.body)
    )
  }
}
