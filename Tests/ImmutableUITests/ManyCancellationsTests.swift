//  ManyCancellationsTests.swift
//  Cancelling many subscriptions in any order (cancelled ones are compacted away in batches): the count
//  stays right, and the survivors alone keep being recomputed and notified.

import ImmutableData
import ImmutableUI
import Testing

@MainActor @Suite("Many cancellations")
struct ManyCancellationsTests {
  @Test(arguments: [false, true])
  func survivorsOfScatteredCancellationsStillFollowTheState(filtered: Bool) throws {
    let fixture = Fixture()
    let acceptAll: @Sendable (AppState, AppAction) -> Bool = { _, _ in true }
    let count = 100
    let subscriptions = (0 ..< count).map { _ in
      fixture.center.subscribe(filter: filtered ? acceptAll : nil, output: OutputSelector<AppState, Int> { $0.count })
    }
    // 37 is prime with 100: a scattered order that visits every index; keep every fifth.
    let cancelled = (0 ..< count).map { $0 * 37 % count }.filter { $0 % 5 != 0 }
    for (done, index) in cancelled.enumerated() {
      subscriptions[index].cancel()
      #expect(fixture.center.subscriptionCount == count - done - 1)
    }
    try fixture.dispatch(.increment)
    fixture.turn()
    for (index, subscription) in subscriptions.enumerated() {
      let survives = index % 5 == 0
      #expect(subscription.output == (survives ? 1 : 0))
      #expect(subscription.notifyCount == (survives ? 1 : 0))
    }
    for index in stride(from: 0, to: count, by: 5) {
      subscriptions[index].cancel()
    }
    #expect(fixture.center.subscriptionCount == 0)
  }
}
