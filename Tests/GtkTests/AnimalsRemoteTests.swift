//  AnimalsRemoteTests.swift

import AnimalsClient
import AnimalsData
import AnimalsUI
import AppShell
import Foundation
import TestSupport
import Testing

extension GtkSuite {
  /// The app on an animals-server over HTTP: the same window, and a server that goes away shows as
  /// an error the user can retry, with nothing lost.
  @MainActor @Suite struct AnimalsRemoteTests {
    let directory: TemporaryDirectory

    init() throws {
      self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
    }

    @Test func addingThroughTheServerSurvivesAnOutageAndARetry() async throws {
      var server = try await AnimalsTestServer.start(directory: self.directory.url)
      let client = RemoteStore(serverURL: server.url, timeout: 5)
      let harness = AnimalsTestHarness(session: client)
      defer { harness.quit() }
      let window = try await harness.openLoadedWindow()
      harness.select("Fish", inList: "categories-list", in: window)
      try await harness.waitUntil("the empty fish category") { harness.exists("animals-empty", in: window) }

      // The server goes away: saving fails, the editor stays open and says why.
      await server.stop()
      harness.click("empty-add-animal", in: window)
      try await harness.waitUntil("the editor opens") { harness.exists("editor", in: window) }
      harness.type("Salmon", into: "editor-name", in: window)
      harness.choose("Carnivore", in: "editor-diet", in: window, choices: GtkSuite.AnimalsWindowTests.diets)
      try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
      harness.click("editor-save", in: window)
      try await harness.waitUntil("the outage shows in the editor") {
        harness.text("editor-error", in: window)?.contains("Is animals-server running?") == true
      }
      #expect(harness.text("editor-name", in: window) == "Salmon")

      // The server comes back on the same port: Save again succeeds.
      server = try await AnimalsTestServer.start(directory: self.directory.url, port: server.port)
      try await harness.waitUntil("Save is enabled again") { harness.isSensitive("editor-save", in: window) == true }
      harness.click("editor-save", in: window)
      try await harness.waitUntil("the salmon is listed") {
        !harness.exists("editor", in: window) && harness.animalNames(in: window) == ["Salmon"]
      }
      let stored = try await RemoteStore(serverURL: server.url).fetchAnimals()
      await server.stop()
      #expect(stored.contains { $0.name == "Salmon" && $0.categoryId == "Fish" && $0.diet == .carnivore })
    }

    @Test func aServerThatIsDownAtLaunchShowsRetry() async throws {
      let harness = AnimalsTestHarness(session: RemoteStore(serverURL: URL(string: "http://127.0.0.1:9")!, timeout: 5))
      defer { harness.quit() }
      let window = harness.app.openWindow()
      try await harness.waitUntil("the error shows") { harness.exists("fetch-error", in: window) }
      #expect(harness.text("fetch-error", in: window)?.contains("Cannot reach the animals server") == true)
      try await harness.waitUntil("Retry is enabled") { harness.isSensitive("retry", in: window) == true }
    }
  }
}
