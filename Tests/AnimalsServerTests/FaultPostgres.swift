//  FaultPostgres.swift

import AnimalsPostgres
import Foundation
import Testing

/// The PostgreSQL cluster the fault tests may stop, restart and cut (scripts/test-postgres.sh starts it
/// beside the shared one, so the other tests never see it fail): its URL and its control command.
enum FaultPostgres {
  static let serverURL: PostgresDatabaseURL? = ProcessInfo.processInfo.environment["ANIMALS_TEST_POSTGRES_FAULT_URL"].flatMap {
    $0.isEmpty ? nil : try? PostgresDatabaseURL($0)
  }

  static let control: String? = ProcessInfo.processInfo.environment["ANIMALS_TEST_POSTGRES_FAULT_CTL"].flatMap { $0.isEmpty ? nil : $0 }

  static let isAvailable = Self.serverURL != nil && Self.control != nil

  static let unavailable: Comment = "ANIMALS_TEST_POSTGRES_FAULT_URL and _CTL are not set: scripts/test-postgres.sh starts a cluster for the fault tests and sets them"

  /// Runs the control command with `command` (stop, start or restart) and waits for it to end. Never
  /// blocks the caller's thread: `Process.waitUntilExit()` on the main actor hangs, as the end of the
  /// process is reported through the main queue it would be blocking.
  static func run(_ command: String) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.control, Self.unavailable))
    process.arguments = [command]
    process.standardOutput = FileHandle.nullDevice
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    try #require(status == 0, "the fault cluster's \(command) failed with status \(status)")
  }

  /// Ends every session that LISTENs on `database` (the instances' notification connections) and
  /// returns how many it ended. The instances' pools are left alone.
  static func cutListenConnections(of database: PostgresDatabaseURL) async throws -> Int {
    try await Self.listenSessions(of: database, terminating: true)
  }

  /// How many sessions LISTEN on `database` now.
  static func listenSessions(of database: PostgresDatabaseURL, terminating: Bool = false) async throws -> Int {
    let query = """
      SELECT \(terminating ? "pg_terminate_backend(pid)::text" : "pid::text") FROM pg_stat_activity
      WHERE datname = '\(database.database)' AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'
      """
    return try await TestPostgres.column(query, on: database).count
  }
}
