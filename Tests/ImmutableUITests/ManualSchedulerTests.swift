//  ManualSchedulerTests.swift
//  ManualScheduler keeps work until runPending(), which runs it as one main-loop turn.

import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("ManualScheduler")
struct ManualSchedulerTests {
  @Test func workWaitsForRunPending() {
    let scheduler = ManualScheduler()
    let ran = Recorder<Int>()
    scheduler.schedule { ran.append(1) }
    scheduler.schedule { ran.append(2) }
    #expect(scheduler.pendingCount == 2)
    #expect(ran.count == 0)
    scheduler.runPending()
    #expect(ran.values == [1, 2])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func workScheduledByWorkRunsInTheSameCall() {
    let scheduler = ManualScheduler()
    let ran = Recorder<String>()
    scheduler.schedule {
      ran.append("outer")
      scheduler.schedule { ran.append("inner") }
    }
    scheduler.runPending()
    #expect(ran.values == ["outer", "inner"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func runPendingWithNothingScheduledDoesNothing() {
    let scheduler = ManualScheduler()
    scheduler.runPending()
    #expect(scheduler.pendingCount == 0)
  }
}
