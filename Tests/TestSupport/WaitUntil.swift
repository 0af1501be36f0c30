//  WaitUntil.swift

/// Polls `condition` on the main actor, yielding and sleeping briefly, until it holds or `timeout` passes.
@MainActor public func waitUntil(
  timeout: Duration = .seconds(5),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    if clock.now >= deadline {
      return false
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
