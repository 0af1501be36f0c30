//  PostgresInstances.swift

import AnimalsPostgres
import Foundation

/// Two animals-server instances in this process on one fresh PostgreSQL database.
struct PostgresInstances {
  let database: PostgresDatabaseURL
  let stores: [PostgresStore]
  let servers: [RunningServer]

  static func start(count: Int = 2) async throws -> PostgresInstances {
    let database = try await TestPostgres.freshDatabase()
    var stores: [PostgresStore] = []
    var servers: [RunningServer] = []
    for _ in 0 ..< count {
      let store = try PostgresStore(url: database)
      try await store.open()
      stores.append(store)
      servers.append(try await RunningServer.start(store: store))
    }
    return PostgresInstances(database: database, stores: stores, servers: servers)
  }

  var urls: [URL] {
    self.servers.map(\.baseURL)
  }

  func stop() async {
    for server in self.servers {
      await server.stop()
    }
    for store in self.stores {
      await store.close()
    }
  }
}
