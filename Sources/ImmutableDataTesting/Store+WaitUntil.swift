//  Store+WaitUntil.swift

import ImmutableData

extension Store {
  /// Waits until `condition` holds for the store's state: checked now, then after each dispatch (a store
  /// observer, not a polling loop). False when it still does not hold after `timeout`, which only bounds
  /// a test that would otherwise hang.
  ///
  /// ```swift
  /// try store.dispatch(action: .ui(.didAppear))
  /// #expect(await store.waitUntil { $0.animals.status == .success })
  /// ```
  @discardableResult
  public func waitUntil(timeout: Duration = .seconds(5), _ condition: @escaping @MainActor (State) -> Bool) async -> Bool {
    if condition(self.select { $0 }) { return true }
    let wait = Wait()
    return await withCheckedContinuation { continuation in
      wait.continuation = continuation
      wait.observer = self.addObserver { [weak self] _, _ in
        guard let self, condition(self.select { $0 }) else { return }
        wait.finish(true, removingFrom: self)
      }
      wait.deadline = Task { @MainActor [weak self] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled, let self else { return }
        wait.finish(false, removingFrom: self)
      }
    }
  }
}

/// One `waitUntil`: its continuation, resumed once, by the observer or the deadline.
@MainActor private final class Wait {
  var continuation: CheckedContinuation<Bool, Never>?
  var observer: StoreObserverID?
  var deadline: Task<Void, Never>?

  func finish<State, Action>(_ result: Bool, removingFrom store: Store<State, Action>) {
    guard let continuation = self.continuation else { return }
    self.continuation = nil
    if let observer = self.observer { store.removeObserver(observer) }
    self.deadline?.cancel()
    continuation.resume(returning: result)
  }
}
