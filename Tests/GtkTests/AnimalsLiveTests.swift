//  AnimalsLiveTests.swift

import AnimalsClient
import AnimalsData
import AnimalsUI
import AppShell
import Foundation
import TestSupport
import Testing

extension GtkSuite {
  /// A window on an animals-server shows other clients' changes as they are made, and says when it
  /// is offline and when it is live again.
  @MainActor @Suite struct AnimalsLiveTests {
    let directory: TemporaryDirectory

    init() throws {
      self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
    }

    @Test func anotherClientsChangeAppearsAndTheBarFollowsTheServer() async throws {
      var server = try await AnimalsTestServer.start(directory: self.directory.url)
      let harness = AnimalsTestHarness(session: RemoteStore(serverURL: server.url, timeout: 5))
      let live = AnimalsLiveListener(source: RemoteLiveChanges(serverURLs: [server.url]), backoff: LiveBackoff(initial: 0.1, maximum: 0.5))
      live.start(on: harness.store)
      defer {
        live.stop()
        harness.quit()
      }
      let window = try await harness.openLoadedWindow()
      try await harness.waitUntil("the bar says live") {
        harness.text("connection-status-text", in: window)?.hasPrefix("Live:") == true
      }
      harness.select("Fish", inList: "categories-list", in: window)
      try await harness.waitUntil("the empty fish category") { harness.exists("animals-empty", in: window) }

      let other = RemoteStore(serverURL: server.url)
      _ = try await other.addAnimal(name: "Salmon", diet: .carnivore, categoryId: "Fish")
      try await harness.waitUntil("the salmon appears") { harness.animalNames(in: window) == ["Salmon"] }

      await server.stop()
      try await harness.waitUntil("the bar says offline") {
        harness.text("connection-status-text", in: window)?.hasPrefix("Offline from \(server.url.absoluteString): Cannot reach") == true
      }

      // Back on the same port: live again, and what changed while it was away shows.
      server = try await AnimalsTestServer.start(directory: self.directory.url, port: server.port)
      _ = try await other.addAnimal(name: "Trout", diet: .carnivore, categoryId: "Fish")
      try await harness.waitUntil("the bar says live again") {
        harness.text("connection-status-text", in: window)?.hasPrefix("Live:") == true
      }
      try await harness.waitUntil("the trout appears") { harness.animalNames(in: window) == ["Salmon", "Trout"] }
      await server.stop()
    }

    @Test func theCountdownToTheNextTryRendersTheBarAlone() async throws {
      let harness = AnimalsTestHarness(directory: self.directory.url)
      defer { harness.quit() }
      let window = try await harness.openLoadedWindow()
      let failure = AnimalsFailure.serverUnreachable(server: "http://animals.test")
      try harness.store.dispatch(action: .live(.didDisconnect(server: "http://animals.test", reason: failure, retryInSeconds: 3)))
      try await harness.waitUntil("the bar counts down") {
        harness.text("connection-status-text", in: window)?.contains("Reconnecting in 3 seconds") == true
      }
      let (windowBodies, componentBodies) = (window.bodyRuns, window.componentBodyRuns)
      try harness.store.dispatch(action: .live(.didDisconnect(server: "http://animals.test", reason: failure, retryInSeconds: 2)))
      try await harness.waitUntil("the bar counts on") {
        harness.text("connection-status-text", in: window)?.contains("Reconnecting in 2 seconds") == true
      }
      #expect(window.bodyRuns == windowBodies, "the window's body does not run for the countdown")
      #expect(window.componentBodyRuns == componentBodies + 1, "only the bar's body runs")

      // The next try keeps saying why the last one failed until it is live.
      try harness.store.dispatch(action: .live(.didStartConnecting(server: "http://animals.test")))
      try await harness.waitUntil("the bar says it reconnects, and why") {
        harness.text("connection-status-text", in: window) == "Offline from http://animals.test: \(failure.text) Reconnecting…"
      }
    }

    @Test func aWindowOnLocalDataHasNoConnectionBar() async throws {
      let harness = AnimalsTestHarness(directory: self.directory.url)
      defer { harness.quit() }
      let window = try await harness.openLoadedWindow()
      #expect(!harness.exists("connection-status", in: window))
    }
  }
}
