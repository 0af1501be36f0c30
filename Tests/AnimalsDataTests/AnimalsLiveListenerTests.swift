//  AnimalsLiveListenerTests.swift

@testable import AnimalsData
import ImmutableData
import ImmutableDataTesting
import Testing

/// The live listener keeps one stream open, turns its events into actions, resumes after the last
/// change applied, fails over to the next server and backs off once all of them failed.
@MainActor @Suite struct AnimalsLiveListenerTests {
  static let noBackoff = LiveBackoff(initial: 0.01, maximum: 0.04, jitter: 0)
  nonisolated static let hound = Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 2)

  let harness = ListenerHarness()

  @Test func eventsBecomeActionsAndAReconnectAsksForWhatCameAfterTheLastChange() async throws {
    try await self.harness.loaded()
    let source = FakeLiveSource(servers: ["http://a"]) { connection in
      switch connection.since {
      case nil: ([.hello(latest: 5), .change(SequencedChange(sequence: 6, change: .saved(animal: Self.hound)))], .network)
      case 6?: ([.hello(latest: 6), .change(SequencedChange(sequence: 7, change: .deleted(animalId: "Cat")))], nil)
      default: ([], .unexpected)
      }
    }
    let live = AnimalsLiveListener(source: source, backoff: Self.noBackoff)
    live.start(on: self.harness.store)
    defer { live.stop() }
    try await self.harness.waitUntil { $0.live?.lastSequence == 7 && $0.animals.status == .success }
    #expect(self.harness.store.state.live?.connection == .live(server: "http://a"))
    #expect(source.connections == [.init(server: 0, since: nil), .init(server: 0, since: 6)])
    // The first connection fetched again what came before its number.
    #expect(await self.harness.session.calls.filter { $0 == "fetchAnimals" }.count >= 2)
  }

  @Test func anUnreachableServerGivesWayToTheNextAtOnce() async throws {
    let source = FakeLiveSource(servers: ["http://a", "http://b"]) { connection in
      connection.server == 0 ? ([], .serverUnreachable(server: "http://a")) : ([.hello(latest: 0)], nil)
    }
    // A backoff that would outlast the test: the failover must not wait for it.
    let live = AnimalsLiveListener(source: source, backoff: LiveBackoff(initial: 600, maximum: 600, jitter: 0))
    let recorder = self.record()
    live.start(on: self.harness.store)
    defer { live.stop() }
    try await self.harness.waitUntil { $0.live?.connection == .live(server: "http://b") }
    #expect(recorder.actions == [
      .didStartConnecting(server: "http://a"),
      .didDisconnect(server: "http://a", reason: .serverUnreachable(server: "http://a"), retryInSeconds: 0),
      .didStartConnecting(server: "http://b"),
      .didConnect(server: "http://b", latest: 0),
    ])
  }

  /// On a test clock: the waits are exactly the backoff's, and no real time passes.
  @Test func whenEveryServerFailsTheNextRoundWaitsLongerEachTime() async throws {
    let source = FakeLiveSource(servers: ["http://a", "http://b"]) { _ in ([], .serverFailed) }
    let clock = TestClock()
    let live = AnimalsLiveListener(source: source, backoff: LiveBackoff(initial: 1, maximum: 4, jitter: 0), clock: clock)
    let recorder = self.record()
    live.start(on: self.harness.store)
    defer { live.stop() }
    for (round, wait) in [1, 2, 4, 4].enumerated() {
      // Both servers failed: the listener waits on the clock, and connects to nothing meanwhile.
      await clock.untilSleeping(1)
      #expect(source.connections.count == 2 * (round + 1))
      clock.advance(by: .seconds(wait) - .milliseconds(1))
      #expect(clock.sleeperCount == 1, "still waiting a millisecond before the end of its \(wait) s")
      clock.advance(by: .milliseconds(1))
    }
    await clock.untilSleeping(1)
    let delays = recorder.actions.compactMap { action -> Double? in
      if case .didDisconnect(_, _, let delay) = action { return delay } else { return nil }
    }
    #expect(delays == [0, 1, 0, 2, 0, 4, 0, 4, 0, 4])
    #expect(source.connections.map(\.server) == [0, 1, 0, 1, 0, 1, 0, 1, 0, 1])
  }

  @Test(.timeLimit(.minutes(1))) func aStoppedListenerDispatchesNothingMore() async throws {
    let source = FakeLiveSource(servers: ["http://a"]) { _ in ([], .serverFailed) }
    let clock = TestClock()
    let live = AnimalsLiveListener(source: source, backoff: LiveBackoff(initial: 1, maximum: 1, jitter: 0), clock: clock)
    live.start(on: self.harness.store)
    await clock.untilSleeping(1)
    let running = try #require(live.task)
    live.stop()
    let count = source.connections.count
    // Its wait is cancelled and its loop ends: nothing is left to connect again, even once the clock moves.
    await running.value
    clock.advance(by: .seconds(10))
    #expect(source.connections.count == count)
    #expect(clock.sleeperCount == 0)
  }

  /// Records the live actions the store receives.
  private func record() -> LiveRecorder {
    let recorder = LiveRecorder()
    _ = self.harness.store.addObserver { _, action in
      if case .live(let live) = action { recorder.actions.append(live) }
    }
    return recorder
  }
}

@MainActor final class LiveRecorder {
  var actions: [LiveAction] = []
}
