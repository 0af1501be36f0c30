//  PostgresLoadTests.swift

import AnimalsClient
import AnimalsData
import AnimalsPostgres
import Foundation
import Testing

/// Bounded load on two instances on one PostgreSQL database: many clients adding at once, and an
/// instance killed in the middle. Nothing acknowledged is lost and every client converges.
@MainActor @Suite(.serialized, .enabled(if: TestPostgres.isAvailable, TestPostgres.unavailable))
struct PostgresLoadTests {
  /// A failure bound for convergence after the load (polled; the time taken is printed, not judged).
  static let convergence = Duration.seconds(60)

  @Test func twentyClientsMakingFiftyAddsEachOverTwoInstancesLeaveExactlyAThousandRows() async throws {
    let instances = try await PostgresInstances.start()
    // No sample animals: the table then holds exactly what the clients added.
    _ = try await instances.stores[0].mutate(SampleData.animals.map { .deleteAnimal(animalId: $0.animalId) })
    let clients = (0 ..< 20).map { LiveClient(servers: [instances.urls[$0 % 2]]) }
    defer { clients.forEach { $0.stop() } }
    for client in clients { try await client.loaded() }

    let start = ContinuousClock.now
    let acknowledged = try await Self.add(50, eachThrough: clients.indices.map { RemoteStore(serverURL: instances.urls[$0 % 2], timeout: 30) })
    print("20 × 50 adds over two instances took \(ContinuousClock.now - start)")
    #expect(acknowledged.count == 1_000)
    #expect(try await TestPostgres.column("SELECT count(*)::text FROM animal", on: instances.database) == ["1000"])
    let stored = Set(try await RemoteStore(serverURL: instances.urls[0]).fetchAnimals())
    #expect(stored == Set(acknowledged))
    try await Self.converge(clients, to: stored)
    await instances.stop()
  }

  @Test func killingAnInstanceDuringTheLoadLosesNothingAcknowledgedAndItsClientsFailOver() async throws {
    let database = try await TestPostgres.freshDatabase()
    let processes = [try await ServerProcess(["--database", database.description]), try await ServerProcess(["--database", database.description])]
    defer { processes.forEach { $0.stop() } }
    let urls = processes.map(\.baseURL)
    // Each client prefers its own instance and knows the other.
    let preferences = (0 ..< 10).map { $0 % 2 == 0 ? urls : Array(urls.reversed()) }
    let clients = preferences.map { LiveClient(servers: $0) }
    defer { clients.forEach { $0.stop() } }
    for client in clients { try await client.loaded() }

    let writers = preferences.map { RemoteStore(serverURLs: $0, timeout: 10) }
    let killer = Task {
      // Once the load is under way (at least 100 rows beyond the sample), the first instance dies.
      var rows = 0
      while rows < SampleData.animals.count + 100 {
        try await Task.sleep(for: .milliseconds(50))
        rows = (try? await TestPostgres.column("SELECT count(*)::text FROM animal", on: database)).flatMap { Int($0.first ?? "") } ?? 0
      }
      processes[0].kill()
      return rows - SampleData.animals.count
    }
    let acknowledged = try await Self.add(40, eachThrough: writers, toleratingFailures: true)
    let addedBeforeTheKill = try await killer.value
    #expect(!processes[0].process.isRunning)
    #expect(addedBeforeTheKill < 400, "the instance died during the load")

    let stored = Set(try await RemoteStore(serverURL: urls[1]).fetchAnimals())
    #expect(Set(acknowledged).isSubset(of: stored), "every acknowledged add is stored")
    // Exactly once: an add is stored at most once, even one sent again to the other instance after the kill.
    let added = stored.filter { $0.name.hasPrefix("Ant ") }
    let duplicates = Dictionary(grouping: added, by: \.name).filter { $0.value.count > 1 }
    #expect(duplicates.isEmpty, "adds stored more than once: \(duplicates.keys.sorted())")
    #expect(Set(added.map(\.name)).isSubset(of: Set((0 ..< writers.count).flatMap { writer in (0 ..< 40).map { "Ant \(writer)-\($0)" } })))
    #expect(acknowledged.count > 100)
    print("acknowledged \(acknowledged.count) of 400 adds; \(stored.count - SampleData.animals.count) stored")
    try await Self.converge(clients, to: stored)
    for client in clients.indices where client % 2 == 0 {
      #expect(clients[client].store.state.live?.connection == .live(server: urls[1].absoluteString), "client \(client) failed over")
    }
  }

  /// `count` adds through each writer, all writers at once; the animals the server acknowledged.
  private static func add(_ count: Int, eachThrough writers: [RemoteStore], toleratingFailures: Bool = false) async throws -> [Animal] {
    try await withThrowingTaskGroup(of: [Animal].self) { group in
      for (writer, store) in writers.enumerated() {
        group.addTask {
          var added: [Animal] = []
          for index in 0 ..< count {
            do {
              added.append(try await store.addAnimal(name: "Ant \(writer)-\(index)", diet: .herbivore, categoryId: "Invertebrate"))
            } catch {
              // A request the dying instance took and never answered: not acknowledged, so not counted.
              if !toleratingFailures { throw error }
            }
          }
          return added
        }
      }
      var all: [Animal] = []
      for try await added in group { all += added }
      return all
    }
  }

  private static func converge(_ clients: [LiveClient], to stored: Set<Animal>) async throws {
    let start = ContinuousClock.now
    for (index, client) in clients.enumerated() {
      try await client.waitUntil("client \(index) converges to the database", timeout: Self.convergence) {
        $0.animals.data.count == stored.count && Set($0.animals.data.values) == stored
      }
    }
    print("every client converged \(ContinuousClock.now - start) after the load")
  }
}
