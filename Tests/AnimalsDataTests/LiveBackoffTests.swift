//  LiveBackoffTests.swift

import AnimalsData
import Testing

@Suite struct LiveBackoffTests {
  @Test func delaysDoubleFromOneSecondUpToThirty() {
    let backoff = LiveBackoff(initial: 1, maximum: 30, jitter: 0.2)
    #expect((1 ... 7).map { backoff.delay(afterFailures: $0, random: 0.5) } == [1, 2, 4, 8, 16, 30, 30])
    #expect(backoff.delay(afterFailures: 1_000, random: 1) == 30)
  }

  @Test func jitterSpreadsEachDelayWithinItsShare() {
    let backoff = LiveBackoff(initial: 1, maximum: 30, jitter: 0.2)
    #expect(abs(backoff.delay(afterFailures: 3, random: 0) - 3.2) < 1e-9)
    #expect(abs(backoff.delay(afterFailures: 3, random: 1) - 4.8) < 1e-9)
    // Out-of-range randomness is clamped, never negative.
    #expect(abs(backoff.delay(afterFailures: 1, random: -5) - 0.8) < 1e-9)
    #expect(backoff.delay(afterFailures: 0, random: 0.5) == 1)
  }
}
