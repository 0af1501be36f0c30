//  ServerDiskFullTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// animals-server with its SQLite file on a disk that fills: an add is answered 507 `storage-full` (the
/// app says "The animals server's disk is full…" in the user's language), nothing acknowledged is lost,
/// and once space is freed the same server, not restarted, stores again.
@Suite(.enabled(if: SmallDisk.isAvailable, "mounting a small tmpfs needs root"))
struct ServerDiskFullTests {
  @Test func aFullDiskIsSaidAndTheServerRecoversWithoutARestart() async throws {
    let disk = try SmallDisk(kibibytes: 1_024)
    let server = try await RunningServer.start(directory: disk.url.appendingPathComponent("server"))
    let client = RemoteStore(serverURL: server.baseURL)
    let frog = try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")

    try disk.fill()
    var refusal: (any Error)?
    for attempt in 1 ... 20 {
      do {
        _ = try await client.addAnimal(name: "Toad \(attempt)", diet: .carnivore, categoryId: "Amphibian")
      } catch {
        refusal = error
        break
      }
    }
    guard case .serverFailed(let status, let code, _)? = refusal as? RemoteStoreError else {
      Issue.record("expected the server's refusal, got \(String(describing: refusal))")
      await server.stop()
      return
    }
    #expect(status == 507)
    #expect(code == "storage-full")
    #expect(refusal.map(AnimalsFailure.init) == .serverDiskFull)
    #expect(try await client.fetchAnimals().contains(frog), "what was acknowledged is still there")

    try disk.free()
    let toad = try await client.addAnimal(name: "Toad", diet: .carnivore, categoryId: "Amphibian")
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(animals.contains(toad) && animals.contains(frog))
  }
}
