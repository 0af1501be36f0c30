//  LiveFeedDisconnectProperties.swift
//  Property test (random inputs; a failure prints the seed that reproduces it): the change feed delivers
//  every change once and in order while its connections are cut at random bytes.

import AnimalsClient
import AnimalsData
import AnimalsPersistence
import AnimalsServer
import Foundation
import PropertyBased
import TestSupport
import Testing

/// A writer changes animals through the server while an app's live stream goes through a proxy that cuts
/// its connections after random numbers of bytes (before the headers, inside an event, between two). Once
/// the cuts are spent the app must have received each change after its first `hello` exactly once, in
/// order, and show what the server stores.
@MainActor @Suite(.serialized) struct LiveFeedDisconnectProperties {
  /// Bytes the server may send before each cut (0: cut before the answer); 1 to 8 cuts a run.
  private static let cuts = Gen.int(in: 0 ... 1_500).array(of: 1 ... 8)
  /// Each write: what (`% 3`: add, rename the newest, delete the oldest) and the pause after it
  /// (`/ 3`, 0 to 19 ms), so the cuts fall before, among and after the writes.
  private static let writes = Gen.int(in: 0 ... 59).array(of: 1 ... 15)

  @Test func everyChangeArrivesOnceAndInOrderAcrossRandomCuts() async throws {
    let directory = try TemporaryDirectory()
    let store = LocalStore(directory: directory.url)
    var limits = ServerLimits()
    limits.livePollInterval = .milliseconds(20)
    let server = try await RunningServer.start(store: store, configuration: ServerConfiguration(port: 0, limits: limits))
    let writer = RemoteStore(serverURL: server.baseURL)
    var runs = 0
    var cutsMade = 0
    var changesChecked = 0
    await propertyCheck(count: 15, input: Self.cuts, Self.writes) { cuts, writes in
      let proxy = try CuttingProxy(upstreamPort: server.port)
      defer { proxy.stop() }
      proxy.cutAfter(cuts)
      let client = LiveClient(servers: [server.baseURL], liveServers: [proxy.url])
      defer { client.stop() }
      try client.store.dispatch(action: .ui(.didAppear))
      try await Self.write(writes, through: writer)
      let latest = try await store.latestSequence()
      try await client.waitUntil("caught up with change \(latest) after \(cuts.count) cuts", timeout: .seconds(30)) {
        guard case .live? = $0.live?.connection else { return false }
        return $0.live?.lastSequence == latest && $0.animals.status == .success
      }
      let first = try #require(client.liveActions.lazy.compactMap { if case .didConnect(_, let latest) = $0 { latest } else { nil } }.first)
      #expect(client.receivedSequences == Array(first + 1 ..< latest + 1), "each change after the first hello, once, in order")
      let stored = try await writer.fetchAnimals().sorted { $0.animalId < $1.animalId }
      #expect(client.store.state.animals.data.values.sorted { $0.animalId < $1.animalId } == stored)
      runs += 1
      cutsMade += proxy.cuts
      changesChecked += client.receivedSequences.count
    }
    // Reported, not judged: how much the runs exercised.
    print("live feed under random cuts: \(runs) runs, \(cutsMade) connections cut, \(changesChecked) changes checked")
    // A run's budgets may all exceed what its connections carried (a run of one add sends a few hundred
    // bytes); across the runs the proxy must have cut.
    #expect(cutsMade > 0, "the proxy cut connections")
    await server.stop()
  }

  /// Adds, renames and deletes animals as `writes` says, each acknowledged before the next.
  private static func write(_ writes: [Int], through writer: RemoteStore) async throws {
    var added: [Animal] = []
    for write in writes {
      switch (write % 3, added.isEmpty) {
      case (1, false):
        let animal = added.removeLast()
        added.append(
          try await writer.updateAnimal(
            animalId: animal.animalId, name: animal.name + "!", diet: animal.diet, categoryId: animal.categoryId, expectedVersion: animal.version
          )
        )
      case (2, false):
        let animal = added.removeFirst()
        _ = try await writer.deleteAnimal(animalId: animal.animalId, expectedVersion: animal.version)
      default:
        added.append(try await writer.addAnimal(name: "Newt \(write)", diet: .carnivore, categoryId: "Amphibian"))
      }
      try await Task.sleep(for: .milliseconds(write / 3))
    }
  }
}
