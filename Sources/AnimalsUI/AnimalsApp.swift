//  AnimalsApp.swift

import AnimalsData
import AppShell
import Foundation
import ImmutableData
import ImmutableUI
import Localization
import StoreInspector

/// The Animals app: one store, any number of windows with their own selection. The persistent
/// session (local database or server) is the listener's business, not the windows'.
public enum AnimalsApp {
  /// The version of `AnimalsState` and `AnimalsAction` written into exported action logs (2: failures
  /// are `AnimalsFailure` values, not English text; a version 1 log is refused as incompatible).
  /// Where a replay test the inspector saves finds the app's types.
  public static let replayTest = ReplayTestSource(module: "AnimalsData", reducer: "AnimalsReducer.reduce")
  public static let actionLogVersion = 2
  /// What a problem report leaves out: the names people gave their animals (and the categories'),
  /// wherever they are in the states and actions.
  public static let reportRedaction = ActionLogRedaction(fields: ["name"], leftOut: tr("The names of the animals and categories"))

  public static let id = "org.immutabledata.Animals"

  static let css = """
    .problem-banner { background-color: alpha(@error_color, 0.12); padding: 6px 12px; }
    .notice-banner { background-color: alpha(@theme_selected_bg_color, 0.12); padding: 6px 12px; }
    """

  public static func makeStore() -> Store<AnimalsState, AnimalsAction> {
    Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  }

  /// A store at the end of the action log at `path` (one the inspector exported): `--replay`.
  public static func makeStore(replaying path: String) throws -> Store<AnimalsState, AnimalsAction> {
    let file = try ActionLogFile<AnimalsState, AnimalsAction>.read(contentsOf: URL(fileURLWithPath: path), expectedVersion: Self.actionLogVersion)
    return try file.replay(reducer: AnimalsReducer.reduce)
  }

  /// The app on `store`; its first window loads the categories and animals. `isRemote`: the data comes
  /// from an animals-server (an unreachable one is "Can't reach the server").
  public static func make(
    store: Store<AnimalsState, AnimalsAction>,
    scheduler: any RenderScheduler = MainQueueScheduler(),
    isRemote: Bool = false
  ) -> GtkApp<AnimalsState, AnimalsAction> {
    let send = AnimalsSender(store: store)
    let app = GtkApp(
      id: Self.id,
      provider: StoreProvider(store: store, scheduler: scheduler),
      css: Self.css,
      scene: WindowScene(local: { AnimalsWindowLocal() }, initialFocus: "categories-list") { context in
        AnimalsWindow.body(context, send: send, isRemote: isRemote)
      }
    )
    // The shell's notices, with the refusal in the user's words rather than the error's description.
    let report = Self.reporter(app, title: tr("Could not do that"))
    app.provider.onDispatchError = { _, error in report(error) }
    // Through the provider, so a refusal shows in the window like any other.
    app.onLaunch = { [weak app] in app?.provider.dispatcher(.ui(.didAppear)) }
    app.enableInspector(logVersion: Self.actionLogVersion, redacting: Self.reportRedaction, replayTest: Self.replayTest)
    return app
  }

  /// The listener that runs `app`'s requests on `session`; a result the store refuses shows in every window.
  public static func makeListener(session: any PersistentSession, app: GtkApp<AnimalsState, AnimalsAction>) -> AnimalsListener {
    AnimalsListener(session: session, onError: Self.reporter(app, title: tr("Could not show the result of a change")))
  }

  /// The listener that follows a server's live changes for `app`; a change the store refuses shows in every window.
  public static func makeLiveListener(source: any LiveChangesSource, app: GtkApp<AnimalsState, AnimalsAction>) -> AnimalsLiveListener {
    AnimalsLiveListener(source: source, onError: Self.reporter(app, title: tr("Could not apply a change from the server")))
  }

  /// Posts each error to `app`'s notices under `title`, as its `AnimalsFailure` in the user's words.
  static func reporter(_ app: GtkApp<AnimalsState, AnimalsAction>, title: String) -> @MainActor @Sendable (any Error) -> Void {
    { [weak app] error in app?.notices.post(title: title, reason: AnimalsFailure(error).text) }
  }
}
