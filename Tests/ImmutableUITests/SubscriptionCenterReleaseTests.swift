//  SubscriptionCenterReleaseTests.swift
//  Releasing a SubscriptionCenter removes its store observer; the store keeps working.

import ImmutableData
import ImmutableUI
import Testing

@MainActor @Suite("SubscriptionCenter release", .timeLimit(.minutes(1)))
struct SubscriptionCenterReleaseTests {
  @Test func releasedCenterIsDeallocatedAndDispatchesStillWork() throws {
    let store = AppStore(initialState: AppState(), reducer: appReducer)
    let scheduler = ManualScheduler()
    var center: SubscriptionCenter<AppState, AppAction>? = SubscriptionCenter(store: store, scheduler: scheduler)
    weak let weakCenter = center
    _ = center!.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    center = nil
    #expect(weakCenter == nil)

    try store.dispatch(action: .increment)
    try store.dispatch(action: .increment)
    #expect(store.state.count == 2)
    // The observer is gone: nothing was scheduled for the released center.
    #expect(scheduler.pendingCount == 0)
  }

  @Test func flushScheduledBeforeTheReleaseDoesNothing() throws {
    let store = AppStore(initialState: AppState(), reducer: appReducer)
    let scheduler = ManualScheduler()
    var center: SubscriptionCenter<AppState, AppAction>? = SubscriptionCenter(store: store, scheduler: scheduler)
    weak let weakCenter = center
    _ = center!.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    try store.dispatch(action: .increment)
    #expect(scheduler.pendingCount == 1)
    center = nil
    #expect(weakCenter == nil)
    scheduler.runPending()
    try store.dispatch(action: .increment)
    #expect(store.state.count == 2)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aSecondCenterOnTheSameStoreIsUnaffected() throws {
    let store = AppStore(initialState: AppState(), reducer: appReducer)
    let scheduler = ManualScheduler()
    var released: SubscriptionCenter<AppState, AppAction>? = SubscriptionCenter(store: store, scheduler: scheduler)
    let kept = SubscriptionCenter(store: store, scheduler: scheduler)
    let subscription = kept.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    _ = released!.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    released = nil
    try store.dispatch(action: .setCount(6))
    scheduler.runPending()
    #expect(subscription.output == 6)
    #expect(kept.flushCount == 1)
  }

  @Test func releasingTheCenterOffTheMainActorWhileTheStoreDispatches() async throws {
    // The last reference goes away on another thread; the isolated deinit must then wait for the
    // main actor, which is busy dispatching. Those dispatches must not reach the dying center
    // (an unowned capture crashed here). The race is repeated to make a regression show reliably.
    for _ in 0..<10 {
      try await Self.releaseOffTheMainActorWhileDispatching()
    }
  }

  private final class Holder : @unchecked Sendable {
    var center: SubscriptionCenter<AppState, AppAction>?
  }

  private static func releaseOffTheMainActorWhileDispatching() async throws {
    let store = AppStore(initialState: AppState(), reducer: appReducer)
    let scheduler = ManualScheduler()
    let holder = Holder()
    holder.center = SubscriptionCenter(store: store, scheduler: scheduler)
    weak let weakCenter = holder.center
    _ = holder.center!.subscribe(output: OutputSelector<AppState, Int> { $0.count })

    let releaser = Task.detached {
      try? await Task.sleep(for: .milliseconds(5))
      holder.center = nil
    }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    var dispatchedAfterRelease = 0
    // Stay on the main actor without suspending, dispatching until the center is gone and a while after.
    while dispatchedAfterRelease < 1_000 && clock.now < deadline {
      try store.dispatch(action: .increment)
      if weakCenter == nil {
        dispatchedAfterRelease += 1
      }
    }
    await releaser.value
    #expect(weakCenter == nil)
    #expect(dispatchedAfterRelease == 1_000)
    // The released center schedules nothing, and the store keeps working.
    await Task.yield()
    scheduler.runPending()
    try store.dispatch(action: .increment)
    #expect(scheduler.pendingCount == 0)
  }
}
