//  QuakesApp.swift

import AppShell
import Foundation
import ImmutableData
import ImmutableUI
import QuakesData
import StoreInspector

/// The Quakes app: one store, any number of list-and-map windows on it.
public enum QuakesApp {
  public static let id = "org.immutabledata.Quakes"
  /// The version of `QuakesState` and `QuakesAction` written into exported action logs.
  /// Where a replay test the inspector saves finds the app's types.
  public static let replayTest = ReplayTestSource(module: "QuakesData", reducer: "QuakesReducer.reduce")
  public static let actionLogVersion = 1

  public static func makeStore(initialState: QuakesState = QuakesState()) -> Store<QuakesState, QuakesAction> {
    Store(initialState: initialState, reducer: QuakesReducer.reduce)
  }

  /// A store at the end of the action log at `path` (one the inspector exported): `--replay`.
  public static func makeStore(replaying path: String) throws -> Store<QuakesState, QuakesAction> {
    let file = try ActionLogFile<QuakesState, QuakesAction>.read(contentsOf: URL(fileURLWithPath: path), expectedVersion: Self.actionLogVersion)
    return try file.replay(reducer: QuakesReducer.reduce)
  }

  /// The first window to open dispatches the appearance that loads the cache.
  public static func make(
    store: Store<QuakesState, QuakesAction>,
    scheduler: any RenderScheduler = MainQueueScheduler(),
    calendar: Calendar = .current,
    now: @escaping @Sendable () -> Date = { Date() },
    launcher: any URILauncher = DesktopURILauncher()
  ) -> GtkApp<QuakesState, QuakesAction> {
    let provider = StoreProvider(store: store, scheduler: scheduler)
    let app = GtkApp(
      id: Self.id,
      provider: provider,
      css: QuakesCSS.stylesheet,
      // Every 30 s, so relative times ("5 minutes ago") stay right while nothing else happens.
      scene: WindowScene(local: { QuakesWindowState(openedAfter: store.state.lastFetch) }, refreshEverySeconds: 30, initialFocus: "quake-list", body: QuakesWindow.body(calendar: calendar, now: now, launcher: launcher))
    )
    app.onLaunch = { provider.dispatcher(.ui(.onAppear)) }
    // A log starts at a state of up to 100,000 quakes (about 30 MB of JSON), so it keeps fewer actions
    // than the other apps' (a fetch carries its quakes).
    app.enableInspector(limit: 2_000, logVersion: Self.actionLogVersion, replayTest: Self.replayTest, committing: { .ui(.inspectorDidCommit($0)) })
    return app
  }
}
