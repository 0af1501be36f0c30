//  WindowTest+Listeners.swift

import AppShell
import Testing

extension WindowTest {
  /// Settles the window, then waits until the app's listeners are idle (their counted work done, see
  /// `store.listen`) and settles again, until neither has anything left: what a listener dispatched
  /// after a click (a saved animal, a fetched feed) is then in the window. Waits for events, never for a
  /// fixed time; records an issue when the listeners are still busy after `timeout`.
  ///
  /// ```swift
  /// try window.click("Save")
  /// await window.untilIdle()
  /// #expect(window.shows("Wombat"))
  /// ```
  public func untilIdle(timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async {
    self.settle()
    guard let activity = self.listenerActivity else { return }
    let deadline = ContinuousClock.now + timeout
    while !activity.isIdle {
      guard await activity.untilIdle(timeout: deadline - ContinuousClock.now) else {
        Issue.record("the app's listeners were still busy after \(timeout)", sourceLocation: sourceLocation)
        return
      }
      self.settle()
    }
  }
}
