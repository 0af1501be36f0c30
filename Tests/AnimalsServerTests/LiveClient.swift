//  LiveClient.swift

import AnimalsClient
import AnimalsData
import Foundation
import ImmutableData
import Testing

/// An Animals app without windows on one or more servers: its store, the request listener and the
/// live listener, and every live action the store received.
@MainActor final class LiveClient {
  let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  let listener: AnimalsListener
  let live: AnimalsLiveListener
  private(set) var liveActions: [LiveAction] = []

  /// `liveServers` (by default `servers`) are where the change streams are opened.
  init(servers: [URL], liveServers: [URL]? = nil) {
    self.listener = AnimalsListener(session: RemoteStore(serverURLs: servers, timeout: 5))
    self.live = AnimalsLiveListener(source: RemoteLiveChanges(serverURLs: liveServers ?? servers), backoff: LiveBackoff(initial: 0.05, maximum: 0.2))
    _ = self.store.addObserver { [weak self] _, action in
      if case .live(let live) = action { self?.liveActions.append(live) }
    }
    self.listener.listen(to: self.store)
    self.live.start(on: self.store)
  }

  /// The sequence numbers of the changes received, in order.
  var receivedSequences: [Int64] {
    self.liveActions.compactMap { if case .didReceiveChange(let change) = $0 { change.sequence } else { nil } }
  }

  func stop() {
    self.live.stop()
    self.listener.stop()
  }

  /// Waits (at most `timeout`) until `condition` holds; returns how long it took.
  @discardableResult
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation, _ condition: (AnimalsState) -> Bool
  ) async throws -> Duration {
    let start = ContinuousClock.now
    while !condition(self.store.state) {
      guard ContinuousClock.now - start < timeout else {
        Issue.record("timed out waiting until \(what); state: \(self.store.state)", sourceLocation: sourceLocation)
        return timeout
      }
      try await Task.sleep(for: .milliseconds(5))
    }
    return ContinuousClock.now - start
  }

  /// Waits until the client is live and has loaded everything.
  func loaded(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try self.store.dispatch(action: .ui(.didAppear))
    try await self.waitUntil("live and loaded", sourceLocation: sourceLocation) {
      if case .live? = $0.live?.connection { $0.animals.status == .success && $0.categories.status == .success } else { false }
    }
  }
}
