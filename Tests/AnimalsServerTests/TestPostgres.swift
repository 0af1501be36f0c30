//  TestPostgres.swift

import AnimalsPostgres
import Foundation
import Logging
import PostgresNIO
import Testing

/// The PostgreSQL cluster scripts/test.sh starts (scripts/test-postgres.sh) and names in
/// `ANIMALS_TEST_POSTGRES_URL`; each test takes a fresh database of its own on it.
enum TestPostgres {
  static let serverURL: PostgresDatabaseURL? = ProcessInfo.processInfo.environment["ANIMALS_TEST_POSTGRES_URL"].flatMap {
    $0.isEmpty ? nil : try? PostgresDatabaseURL($0)
  }

  static let isAvailable = Self.serverURL != nil

  static let unavailable: Comment = "ANIMALS_TEST_POSTGRES_URL is not set: scripts/test.sh starts a throwaway PostgreSQL cluster and sets it"

  /// The PEM file of the CA that signed the test cluster's certificate (for the name localhost only).
  static let certificateAuthority: String? = ProcessInfo.processInfo.environment["ANIMALS_TEST_POSTGRES_CA"].flatMap { $0.isEmpty ? nil : $0 }

  static let speaksTLS = Self.isAvailable && Self.certificateAuthority != nil

  static let noTLS: Comment = "ANIMALS_TEST_POSTGRES_CA is not set: scripts/test-postgres.sh makes the test cluster speak TLS and sets it"

  /// The role the test cluster accepts only over TLS (its pg_hba.conf rejects it with `hostnossl`).
  static let tlsOnlyRole = "animals_tls"

  /// A new, empty database on the test cluster (or on the cluster at `server`).
  static func freshDatabase(on server: PostgresDatabaseURL? = nil) async throws -> PostgresDatabaseURL {
    var url = try #require(server ?? Self.serverURL, Self.unavailable)
    let name = "animals_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
    try await Self.execute(["CREATE DATABASE \(name)"], on: url)
    url.database = name
    return url
  }

  /// Runs `statements` (one each) on the database at `url`.
  static func execute(_ statements: [String], on url: PostgresDatabaseURL) async throws {
    try await Self.withConnection(to: url) { connection in
      for statement in statements {
        _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: Self.logger)
      }
    }
  }

  /// The first column of each row of `query`, as text.
  static func column(_ query: String, on url: PostgresDatabaseURL) async throws -> [String] {
    try await Self.withConnection(to: url) { connection in
      var values: [String] = []
      for try await value in try await connection.query(PostgresQuery(unsafeSQL: query), logger: Self.logger).decode(String.self) {
        values.append(value)
      }
      return values
    }
  }

  /// Whether each session open on `url`'s database (other than the asking one) is encrypted, as the
  /// server sees it (`pg_stat_ssl`).
  static func sessionsEncrypted(on url: PostgresDatabaseURL) async throws -> [Bool] {
    let query = """
      SELECT ssl::text FROM pg_stat_ssl JOIN pg_stat_activity USING (pid)
      WHERE datname = '\(url.database)' AND pid <> pg_backend_pid() ORDER BY pid
      """
    return try await Self.column(query, on: url).map { $0 == "true" }
  }

  private static func withConnection<T : Sendable>(to url: PostgresDatabaseURL, _ body: (PostgresConnection) async throws -> T) async throws -> T {
    let configuration = PostgresConnection.Configuration(
      host: url.host, port: url.port, username: url.username, password: url.password, database: url.database, tls: .disable
    )
    let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Self.logger)
    do {
      let value = try await body(connection)
      try await connection.close()
      return value
    } catch {
      try? await connection.close()
      throw error
    }
  }

  private static let logger = Logger(label: "animals-server-tests.postgres")
}
