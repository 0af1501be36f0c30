//  Store+NextActivity.swift

import ImmutableData

extension Store {
  /// Returns at the store's next dispatch, when the listeners' counted work (`listenerActivity`) is
  /// done while some runs, or at `deadline`, whichever comes first: what a test waits for between two
  /// checks of something that follows from the store, such as a window's text after a render, instead of
  /// sleeping. The deadline only bounds a test that would otherwise hang.
  ///
  /// ```swift
  /// while !window.shows("Saved"), ContinuousClock.now < deadline {
  ///   await store.nextActivity(before: deadline)
  ///   window.settle()
  /// }
  /// ```
  public func nextActivity(before deadline: ContinuousClock.Instant) async {
    let wake = Wake()
    let activity = self.listenerActivity
    await withCheckedContinuation { continuation in
      wake.continuation = continuation
      wake.observer = self.addObserver { [weak self] _, _ in
        guard let self else { return }
        wake.fire(self)
      }
      if !activity.isIdle {
        wake.idleWaiter = activity.whenIdle { [weak self] in
          guard let self else { return }
          wake.fire(self)
        }
      }
      wake.deadline = Task { @MainActor [weak self] in
        try? await Task.sleep(until: deadline)
        guard !Task.isCancelled, let self else { return }
        wake.fire(self)
      }
    }
  }
}

/// One `nextActivity(before:)`: resumed once, by whatever comes first.
@MainActor private final class Wake {
  var continuation: CheckedContinuation<Void, Never>?
  var observer: StoreObserverID?
  var idleWaiter: Int?
  var deadline: Task<Void, Never>?

  func fire<State, Action>(_ store: Store<State, Action>) {
    guard let continuation = self.continuation else { return }
    self.continuation = nil
    if let observer = self.observer { store.removeObserver(observer) }
    if let idleWaiter = self.idleWaiter { store.listenerActivity.cancelWaiter(idleWaiter) }
    self.deadline?.cancel()
    continuation.resume()
  }
}
