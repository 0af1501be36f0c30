//  ListenerActivity.swift

/// The work a store's listeners are doing: actions handed to them (through `Store.listen(_:)`) and not
/// finished with yet, and the work they started for them (`StoreListening.run(_:)`: a fetch, a save).
/// A test waits until all of it is done instead of sleeping, and `TestStore` fails a test that ends
/// while some still runs.
///
/// ```swift
/// try store.dispatch(action: .didTapAdd(id: "1", title: "Buy milk"))
/// await store.listenerActivity.untilIdle()   // the listener has saved the file
/// #expect(try file.load().count == 1)
/// ```
@MainActor public final class ListenerActivity {
  /// Actions and started work not finished yet.
  public private(set) var pendingCount = 0
  /// Whether any listener ever listened through `Store.listen(_:)`: only then does idleness say
  /// anything (a listener on a raw stream is never counted).
  public private(set) var hasCountedListeners = false
  private var waiters: [(id: Int, resume: () -> Void)] = []
  private var nextWaiter = 0

  nonisolated init() {}

  /// Nothing is pending.
  public var isIdle: Bool {
    self.pendingCount == 0
  }

  /// Returns once nothing is pending (at once if nothing is); false when work is still pending after
  /// `timeout`, which only bounds a test whose listener never finishes.
  @discardableResult
  public func untilIdle(timeout: Duration = .seconds(10)) async -> Bool {
    if self.isIdle { return true }
    let id = self.nextWaiter
    self.nextWaiter += 1
    let deadline = Task { @MainActor [weak self] in
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }
      self?.resume(id)
    }
    defer { deadline.cancel() }
    await withCheckedContinuation { continuation in
      self.waiters.append((id, { continuation.resume() }))
    }
    return self.isIdle
  }

  /// Calls `body` the next time nothing is pending (at once if nothing is): for a test waiting for an
  /// action or for the listeners to finish, whichever comes first.
  package func whenIdle(_ body: @escaping () -> Void) -> Int {
    let id = self.nextWaiter
    self.nextWaiter += 1
    if self.isIdle {
      body()
    } else {
      self.waiters.append((id, body))
    }
    return id
  }

  /// Forgets a `whenIdle(_:)` that is no longer wanted.
  package func cancelWaiter(_ id: Int) {
    self.waiters.removeAll { $0.id == id }
  }

  func begin() {
    self.hasCountedListeners = true
    self.pendingCount += 1
  }

  func end(_ count: Int = 1) {
    precondition(self.pendingCount >= count, "listener work ended that never began")
    self.pendingCount -= count
    guard self.pendingCount == 0, !self.waiters.isEmpty else { return }
    let waiters = self.waiters
    self.waiters.removeAll()
    for waiter in waiters {
      waiter.resume()
    }
  }

  private func resume(_ id: Int) {
    guard let index = self.waiters.firstIndex(where: { $0.id == id }) else { return }
    self.waiters.remove(at: index).resume()
  }
}
