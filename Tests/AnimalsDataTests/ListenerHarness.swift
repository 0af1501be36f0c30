//  ListenerHarness.swift

@testable import AnimalsData
import ImmutableData
import ImmutableDataTesting
import Testing

/// A store with an `AnimalsListener` listening against a `FakeSession`, for the listener tests.
@MainActor final class ListenerHarness {
  let session = FakeSession()
  let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  let listener: AnimalsListener

  init() {
    self.listener = AnimalsListener(session: self.session)
    self.listener.listen(to: self.store)
  }

  /// Waits until `condition` holds for the store's state (after each dispatch; 5 s at most).
  func waitUntil(_ condition: @escaping @MainActor (AnimalsState) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    guard await self.store.waitUntil(condition) else {
      Issue.record("timed out; state: \(self.store.state)", sourceLocation: sourceLocation)
      return
    }
  }

  /// Dispatches the first appearance and waits for the categories and animals.
  func loaded() async throws {
    try self.store.dispatch(action: .ui(.didAppear))
    try await self.waitUntil { $0.categories.status == .success && $0.animals.status == .success }
  }
}
