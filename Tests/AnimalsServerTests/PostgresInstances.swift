//  PostgresInstances.swift

import AnimalsPostgres
import Foundation

/// Two animals-server instances in this process on one fresh PostgreSQL database.
struct PostgresInstances {
  let database: PostgresDatabaseURL
  let stores: [PostgresStore]
  let servers: [RunningServer]

  /// `count` instances on a fresh database of the test cluster (or of the cluster at `server`).
  static func start(count: Int = 2, on server: PostgresDatabaseURL? = nil) async throws -> PostgresInstances {
    let database = try await TestPostgres.freshDatabase(on: server)
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
