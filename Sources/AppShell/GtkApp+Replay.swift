//  GtkApp+Replay.swift

import DeclarativeViews
import Foundation
import Localization

extension GtkApp {
  /// The application id of an instance replaying an action log (`--replay`): its own, so that it
  /// neither takes the windows of a running instance nor sends them its launches.
  public var replayApplicationID: String {
    "\(self.id).Replay\(getpid())"
  }

  /// Runs the app on a store replayed from the action log at `path` (`--replay`): in an instance of its
  /// own, with nothing done at launch (no fetch), and every window saying what it shows.
  ///
  /// ```swift
  /// let app = CounterApp.make(store: try CounterApp.makeStore(replaying: path))
  /// exit(app.runReplay(of: path, arguments: Array(CommandLine.arguments.dropFirst())))
  /// ```
  public func runReplay(of path: String, arguments: [String]) -> Int32 {
    self.onLaunch = nil
    self.showReplay(of: path)
    return self.run(arguments: arguments, applicationID: self.replayApplicationID)
  }

  /// Every window says that it shows the state at the end of the action log at `path`, and that nothing
  /// done there is saved. Call it before `run`.
  public func showReplay(of path: String) {
    self.replayedLogName = URL(fileURLWithPath: path).lastPathComponent
  }
}

/// The bar every window of a replaying instance shows above its content (for as long as it runs).
@MainActor enum ReplayBanner {
  static func view(_ logName: String) -> View {
    // A label alone: beside an icon, GTK 4.8 measures a wrapping label's box one pixel off (a critical).
    View.hstack(spacing: 12) {
      View.label(tr("These windows show the state at the end of the action log %@; nothing done here is saved.", logName), xalign: 0, wrap: true)
        .expand(horizontal: true)
        .name("replay-text")
    }
    .cssClasses(["preview-banner"])
    .name("replay-banner")
  }
}
