//  AnimalsLiveListener.swift

import ImmutableData
import Logging

/// Owns the live channel of a store on a server: keeps one change stream open and turns what it says
/// into `live` actions. A lost stream is reopened after the changes last applied, so none is missed or
/// applied twice; a server that cannot be reached gives way to the next one at once, and once all of
/// them failed the next round waits (`LiveBackoff`: 1 s doubling to 30 s, with jitter).
@MainActor public final class AnimalsLiveListener {
  public typealias AnimalsStore = Store<AnimalsState, AnimalsAction>

  private let source: any LiveChangesSource
  private let backoff: LiveBackoff
  private let random: @Sendable () -> Double
  private let clock: any Clock<Duration>
  private(set) var task: Task<Void, Never>?
  private let logger = Logger(label: "AnimalsLiveListener")
  private let onError: @MainActor @Sendable (any Error) -> Void

  /// `random` gives the jitter of each delay (a number in 0...1), and `clock` measures it (a test gives a
  /// `TestClock` and moves it). `onError` is told when the store refuses
  /// a live action (an app passes its notices' reporter); by default the error is only logged.
  public init(
    source: any LiveChangesSource,
    backoff: LiveBackoff = LiveBackoff(),
    random: @escaping @Sendable () -> Double = { Double.random(in: 0 ... 1) },
    clock: any Clock<Duration> = ContinuousClock(),
    onError: @escaping @MainActor @Sendable (any Error) -> Void = { Logger(label: "AnimalsLiveListener").error("a live action was rejected: \($0)") }
  ) {
    precondition(!source.servers.isEmpty, "a live source needs a server")
    self.source = source
    self.backoff = backoff
    self.random = random
    self.clock = clock
    self.onError = onError
  }

  isolated deinit {
    self.stop()
  }

  public func start(on store: AnimalsStore) {
    self.task?.cancel()
    self.task = Task { [weak self, weak store] in
      guard let self, let store else { return }
      await self.run(on: store)
    }
  }

  public func stop() {
    self.task?.cancel()
    self.task = nil
  }

  private func run(on store: AnimalsStore) async {
    let servers = self.source.servers
    var index = 0
    // Servers that failed to connect since the last success, and rounds of them that all failed.
    var failedInRound = 0
    var failedRounds = 0
    while !Task.isCancelled {
      let server = servers[index]
      self.dispatch(.didStartConnecting(server: server), on: store)
      var connected = false
      var reason = AnimalsFailure.liveEnded
      do {
        for try await event in self.source.changes(server: index, since: store.state.live?.lastSequence) {
          guard !Task.isCancelled else { return }
          switch event {
          case .hello(let latest):
            connected = true
            self.dispatch(.didConnect(server: server, latest: latest), on: store)
          case .change(let change):
            self.dispatch(.didReceiveChange(change), on: store)
          case .reload(let latest):
            self.dispatch(.didReceiveReload(latest: latest), on: store)
          }
        }
      } catch {
        // The error's details go to the log there; the window gets the failure.
        reason = AnimalsFailure(error)
      }
      guard !Task.isCancelled else { return }
      self.logger.info("live connection to \(server) lost: \(reason)")
      let delay: Double
      if connected {
        // A stream that was live is reopened on the same server first.
        failedInRound = 0
        failedRounds = 1
        delay = self.backoff.delay(afterFailures: failedRounds, random: self.random())
      } else {
        failedInRound += 1
        index = (index + 1) % servers.count
        if failedInRound < servers.count {
          delay = 0
        } else {
          failedInRound = 0
          failedRounds += 1
          delay = self.backoff.delay(afterFailures: failedRounds, random: self.random())
        }
      }
      self.dispatch(.didDisconnect(server: server, reason: reason, retryInSeconds: delay), on: store)
      if delay > 0 {
        do { try await self.clock.sleep(for: .seconds(delay)) } catch { return }
      }
    }
  }

  private func dispatch(_ action: LiveAction, on store: AnimalsStore) {
    do {
      try store.dispatch(action: .live(action))
    } catch {
      self.onError(error)
    }
  }
}
