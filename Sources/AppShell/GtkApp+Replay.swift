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
