//  CounterApp.swift

import AppShell
import CounterData
import Foundation
import ImmutableData
import ImmutableUI
import StoreInspector

/// The Counter app: one store, any number of windows on it, and the inspector.
public enum CounterApp {
  public static let id = "org.immutabledata.Counter"
  /// The version of `CounterState` and `CounterAction` written into exported action logs.
  /// Where a replay test the inspector saves finds the app's types.
  public static let replayTest = ReplayTestSource(module: "CounterData", reducer: "CounterReducer.reduce")
  public static let actionLogVersion = 1

  public static func makeStore() -> Store<CounterState, CounterAction> {
    Store(initialState: CounterState(), reducer: CounterReducer.reduce)
  }

  /// A store at the end of the action log at `path` (one the inspector exported): `--replay`.
  public static func makeStore(replaying path: String) throws -> Store<CounterState, CounterAction> {
    let file = try ActionLogFile<CounterState, CounterAction>.read(contentsOf: URL(fileURLWithPath: path), expectedVersion: Self.actionLogVersion)
    return try file.replay(reducer: CounterReducer.reduce)
  }

  public static func make(store: Store<CounterState, CounterAction>, scheduler: any RenderScheduler = MainQueueScheduler()) -> GtkApp<CounterState, CounterAction> {
    let app = GtkApp(
      id: Self.id,
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(initialFocus: "increment", body: CounterWindow.body)
    )
    app.enableInspector(logVersion: Self.actionLogVersion, replayTest: Self.replayTest, committing: CounterAction.inspectorDidCommit)
    return app
  }
}
