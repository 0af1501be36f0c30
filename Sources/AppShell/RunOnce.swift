//  RunOnce.swift

import AppRuntime

/// Work that runs the first time `run` is called, and never again.
@MainActor final class RunOnce {
  private var body: (@MainActor () -> Void)?

  init(_ body: @escaping @MainActor () -> Void) {
    self.body = body
  }

  func run() {
    let body = self.body
    self.body = nil
    body?()
  }

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
