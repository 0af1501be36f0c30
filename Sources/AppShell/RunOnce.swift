//  RunOnce.swift

import AppRuntime
import GtkWidgets

extension RunOnce {
  /// Runs `body` once, after `window`'s next painted frame or a second from now, whichever comes
  /// first (at once for a window that is never painted).
  static func afterFirstPaint(of window: any WindowHosting, _ body: @escaping @MainActor () -> Void) {
    let once = RunOnce(body)
    guard window.surface.onNextPaint({ _, _ in once.run() }) else { return once.run() }
    Task { @MainActor in
      try? await Task.sleep(for: .seconds(1))
      once.run()
    }
  }
}
