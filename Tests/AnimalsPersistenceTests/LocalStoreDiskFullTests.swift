//  LocalStoreDiskFullTests.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import TestSupport
import Testing

/// The Animals database on a disk that fills: a write is refused as `diskFull` (the window says the disk
/// is full), nothing already stored is lost or damaged, and writing works again once space is freed,
/// with the same store (no restart).
@Suite(.enabled(if: SmallDisk.isAvailable, "mounting a small tmpfs needs root"))
struct LocalStoreDiskFullTests {
  @Test func aFullDiskRefusesTheWriteKeepsTheDataAndRecoversWhenFreed() async throws {
    let disk = try SmallDisk(kibibytes: 1_024)
    let store = LocalStore(directory: disk.url.appendingPathComponent("animals"))
    try await store.open()
    let frog = try await store.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    let before = try await store.fetchAnimals()

    try disk.fill()
    var refusal: AnimalsFailure?
    for attempt in 1 ... 20 {
      do {
        _ = try await store.addAnimal(name: "Toad \(attempt)", diet: .carnivore, categoryId: "Amphibian")
      } catch {
        #expect(error as? LocalStoreError == .diskFull(path: store.databaseURL.path))
        refusal = AnimalsFailure(error)
        break
      }
    }
    #expect(refusal == .diskFull)
    let whileFull = try await store.fetchAnimals()
    #expect(whileFull.contains(frog))
    #expect(Set(before).isSubset(of: Set(whileFull)))

    try disk.free()
    let toad = try await store.addAnimal(name: "Toad", diet: .carnivore, categoryId: "Amphibian")
    let after = try await store.fetchAnimals()
    #expect(after.contains(toad) && after.contains(frog))
    // A new store on the same file (the next launch) reads it all: the file is intact.
    let reopened = LocalStore(directory: disk.url.appendingPathComponent("animals"))
    #expect(Set(try await reopened.fetchAnimals()) == Set(after))
  }
}
