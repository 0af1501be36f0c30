//  TestClockTests.swift

import ImmutableDataTesting
import Testing

/// The test clock moves only when told: sleeps wake at their deadline and not before, and a cancelled
/// sleep throws and leaves the clock.
@Suite struct TestClockTests {
  @Test func sleepsWakeWhenTheClockReachesTheirDeadline() async throws {
    let clock = TestClock()
    let woken = Woken()
    let short = Task { try await clock.sleep(for: .seconds(1)); await woken.append("short") }
    let long = Task { try await clock.sleep(for: .seconds(3)); await woken.append("long") }
    await clock.untilSleeping(2)
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 2)
    clock.advance(by: .seconds(5))
    try await short.value
    try await long.value
    // Both woke (the order their tasks then run in is the executor's).
    #expect(await woken.names.sorted() == ["long", "short"])
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .milliseconds(5_999))
  }

  @Test func aSleepPastItsDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    clock.advance(by: .seconds(2))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aCancelledSleepThrowsAndLeavesTheClock() async throws {
    let clock = TestClock()
    let sleep = Task { try await clock.sleep(for: .seconds(60)) }
    await clock.untilSleeping(1)
    sleep.cancel()
    await #expect(throws: CancellationError.self) { try await sleep.value }
    #expect(clock.sleeperCount == 0)
  }
}

private actor Woken {
  var names: [String] = []

  func append(_ name: String) {
    self.names.append(name)
  }
}
