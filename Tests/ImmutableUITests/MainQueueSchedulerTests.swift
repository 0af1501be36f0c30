//  MainQueueSchedulerTests.swift
//  With the default scheduler (MainQueueScheduler), dispatches are flushed once, shortly after, on the main actor.

import Dispatch
import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("MainQueueScheduler", .timeLimit(.minutes(1)))
struct MainQueueSchedulerTests {
  @Test func defaultSchedulerFlushesOnceAfterTheDispatchingCodeYields() async throws {
    let store = AppStore(initialState: AppState(), reducer: appReducer)
    let center = SubscriptionCenter(store: store)
    let changes = Recorder<Int>()
    let subscription = center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { changes.append($0) }
    )
    for _ in 0..<10 {
      try store.dispatch(action: .increment)
    }
    // Nothing runs until the main actor is free.
    #expect(center.flushCount == 0)
    #expect(await waitUntil { center.flushCount == 1 })
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 1)
    #expect(subscription.output == 10)
    #expect(changes.values == [10])

    // A while later, still exactly one flush.
    try await Task.sleep(for: .milliseconds(20))
    await Task.yield()
    #expect(center.flushCount == 1)
  }

  @Test func scheduledWorkRunsOnTheMainActor() async {
    let scheduler = MainQueueScheduler()
    let ran = Recorder<Bool>()
    scheduler.schedule {
      MainActor.preconditionIsolated()
      ran.append(true)
    }
    #expect(ran.count == 0)
    #expect(await waitUntil { ran.count == 1 })
  }

  @Test func workScheduledByScheduledWorkRunsInTheSameHop() async {
    let scheduler = MainQueueScheduler()
    let ran = Recorder<String>()
    // A flush that makes a window render: both in one main-queue hop, so the render is done before
    // anything queued on the main queue after the flush was scheduled.
    scheduler.schedule {
      ran.append("flush")
      scheduler.schedule { ran.append("render") }
    }
    DispatchQueue.main.async { MainActor.assumeIsolated { ran.append("next hop") } }
    #expect(await waitUntil { ran.count == 3 })
    #expect(ran.values == ["flush", "render", "next hop"])
  }

  @Test func workThatAlwaysSchedulesMoreLetsTheMainQueueRun() async {
    let scheduler = MainQueueScheduler()
    let rounds = Recorder<Int>()
    func again() {
      rounds.append(rounds.count)
      if rounds.count < 1_000 { scheduler.schedule(again) }
    }
    scheduler.schedule(again)
    let seen = Recorder<Int>()
    DispatchQueue.main.async { MainActor.assumeIsolated { seen.append(rounds.count) } }
    #expect(await waitUntil { rounds.count == 1_000 && seen.count == 1 })
    // The other main-queue work ran between hops, not after all 1,000 rounds.
    #expect(seen.values.first.map { $0 < 1_000 } == true)
  }

  @Test func storeProviderUsesTheMainQueueSchedulerByDefault() async throws {
    let provider = StoreProvider(store: AppStore(initialState: AppState(), reducer: appReducer))
    let subscription = provider.subscriptions.subscribe(output: OutputSelector<AppState, String> { $0.name })
    provider.dispatcher(.setName("a"))
    provider.dispatcher(.setName("b"))
    #expect(subscription.output == "")
    #expect(await waitUntil { provider.subscriptions.flushCount == 1 })
    #expect(subscription.output == "b")
    #expect(subscription.recomputeCount == 1)
  }
}
