//  StoreKind.swift

import AnimalsPersistence
import AnimalsPostgres
import Foundation
import TestSupport
import Testing

/// The engines animals-server can keep its data in, for suites that run against each.
enum StoreKind : String, CustomTestStringConvertible, Sendable {
  case sqlite
  case postgres

  /// SQLite always; PostgreSQL when the test cluster is there (see `TestPostgres`).
  static var available: [StoreKind] {
    TestPostgres.isAvailable ? [.sqlite, .postgres] : [.sqlite]
  }

  var testDescription: String {
    self.rawValue
  }

  /// A new store with a database of its own, opened; `close` lets go of it.
  func makeStore() async throws -> OpenStore {
    switch self {
    case .sqlite:
      let directory = try TemporaryDirectory()
      let store = LocalStore(directory: directory.url)
      try await store.open()
      return OpenStore(store: store) { withExtendedLifetime(directory) {} }
    case .postgres:
      let store = try PostgresStore(url: try await TestPostgres.freshDatabase())
      try await store.open()
      return OpenStore(store: store) { await store.close() }
    }
  }
}

/// A store a test opened, and how to let go of it.
struct OpenStore : Sendable {
  let store: any AnimalsServerStore
  let close: @Sendable () async -> Void
}
