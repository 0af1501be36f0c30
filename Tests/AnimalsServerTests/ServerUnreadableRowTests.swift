//  ServerUnreadableRowTests.swift

import AnimalsClient
import AnimalsData
import AnimalsPersistence
import Foundation
import GRDB
import TestSupport
import Testing

/// Stored animals the server cannot read are skipped and named in `warnings`, which reach the client's fetch.
@Suite struct ServerUnreadableRowTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  @Test func theWarningsReachTheClientWithTheReadableAnimals() async throws {
    let store = LocalStore(directory: self.directory.url)
    try await store.open()
    let queue = try DatabaseQueue(path: store.databaseURL.path)
    try await queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try db.execute(sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES ('Tofu', 'Tofu', 'Vegan', 'Mammal')")
    }
    try queue.close()

    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let fetch = try await client.fetchAnimalsWithNotice()
    let animals = try await client.fetchAnimals()
    let response = try await client.send(RemoteRequest(query: [.animals]))
    await server.stop()
    #expect(Set(fetch.animals) == Set(SampleData.animals))
    #expect(Set(animals) == Set(SampleData.animals))
    #expect(fetch.notice == UnreadableAnimalsNotice(count: 1, animalIds: ["Tofu"]))
    // The words stay for curl users; the app reads `unreadable`.
    #expect(response.warnings == [#"1 stored animal could not be read and was skipped: "Tofu": unknown diet "Vegan""#])
  }

  @Test func aStoreWithNothingSkippedHasNoNotice() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let fetch = try await RemoteStore(serverURL: server.baseURL).fetchAnimalsWithNotice()
    await server.stop()
    #expect(Set(fetch.animals) == Set(SampleData.animals))
    #expect(fetch.notice == nil)
  }
}
