//  RepeatingTimer.swift

import CGtk

/// Repeating work on the GLib main loop (a GLib timeout source).
@MainActor public enum RepeatingTimer {
  /// Calls `body` every `seconds` until it returns false.
  public static func every(seconds: UInt32, _ body: @escaping @MainActor () -> Bool) {
    _ = cgtk_timeout_add_seconds(seconds, timerTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseTimerBox)
  }
}

private let timerTrampoline: cgtk_source_cb = { data in
  let box = Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue()
  return MainActor.assumeIsolated { box.value() } ? 1 : 0
}

private let releaseTimerBox: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
