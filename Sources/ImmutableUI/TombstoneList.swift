//  TombstoneList.swift

/// Subscriptions in the order they were made, with O(1) amortized removal: a cancelled subscription
/// stays (its flush does nothing) until cancelled ones make up half of the list, which is then
/// compacted in one pass.
struct TombstoneList<State, Action> where State : Sendable, Action : Sendable {
  private(set) var elements: [any Flushable<State, Action>] = []
  /// `elements.count`, kept apart: reading it in unspecialized code costs an existential metadata lookup.
  private var count = 0
  private var cancelledCount = 0

  var liveCount: Int {
    self.count - self.cancelledCount
  }

  mutating func append(_ subscription: any Flushable<State, Action>) {
    self.elements.append(subscription)
    self.count += 1
  }

  /// Counts one more cancelled element (already marked cancelled).
  @MainActor mutating func didCancel() {
    self.cancelledCount += 1
    guard self.cancelledCount * 2 >= self.count else { return }
    // A plain loop on the main actor: `removeAll(where:)` would be an unspecialized generic call whose
    // closure checks its isolation for every element (twice the cost of a cancel).
    var survivors: [any Flushable<State, Action>] = []
    survivors.reserveCapacity(self.elements.count - self.cancelledCount)
    for subscription in self.elements where !subscription.isCancelled {
      survivors.append(subscription)
    }
    self.elements = survivors
    self.count -= self.cancelledCount
    self.cancelledCount = 0
  }
}
