//  ServerDatabaseOptionTests.swift

import AnimalsPostgres
import Foundation
import TestSupport
import Testing

/// `animals-server --database` (or `ANIMALS_DATABASE_URL`) refuses what it cannot use with one sentence
/// on standard error and exit status 1, before it listens: no stack dump.
@Suite(.serialized) struct ServerDatabaseOptionTests {
  @Test func aURLThatIsNotPostgreSQLIsRefusedBeforeAnythingConnects() throws {
    let (status, error) = try ServerProcess.run(["--database", "mysql://root@localhost/animals", "--port", "0"])
    #expect(status == 1)
    #expect(error == "animals-server: \"mysql://root@localhost/animals\" is not a PostgreSQL URL such as postgres://user@host:5432/database.\n")
    let both = try ServerProcess.run(["--database", "postgres://a@localhost/b", "--data-dir", "/tmp", "--port", "0"])
    #expect(both.status != 0)
    #expect(both.error.contains("Give --database or --data-dir, not both."))
  }

  @Test func anUnreachableDatabaseFromTheEnvironmentIsSaidInWords() throws {
    let port = try SilentListener.freePort()
    let (status, error) = try ServerProcess.run(["--port", "0"], environment: ["ANIMALS_DATABASE_URL": "postgres://animals:secret@127.0.0.1:\(port)/animals"])
    #expect(status == 1)
    #expect(error.hasPrefix("animals-server: Cannot reach the PostgreSQL database postgres://animals@127.0.0.1:\(port)/animals within 5 seconds"))
    #expect(!error.contains("secret"), "the password is never shown")
    #expect(error.split(separator: "\n").count == 1)
  }

  @Test func anUnusableCAFileStopsTheServerWithASentence() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("ca.pem")
    try Data("not a certificate\n".utf8).write(to: file)
    let url = "postgres://animals:secret@db.example.com/animals?sslrootcert=\(file.path)"
    let (status, error) = try ServerProcess.run(["--database", url, "--port", "0"])
    #expect(status == 1)
    #expect(error == "animals-server: Cannot use the CA certificate file \(file.path) (sslrootcert): it holds no PEM certificate (-----BEGIN CERTIFICATE-----).\n")
    let missing = try ServerProcess.run(["--port", "0"], environment: ["ANIMALS_DATABASE_URL": url + ".missing"])
    #expect(missing.status == 1)
    #expect(missing.error == "animals-server: Cannot use the CA certificate file \(file.path).missing (sslrootcert): it does not exist.\n")
  }

  @Test(.enabled(if: TestPostgres.isAvailable, TestPostgres.unavailable))
  func aForeignSchemaStopsTheServerAndStaysAsItWas() async throws {
    let database = try await TestPostgres.freshDatabase()
    try await TestPostgres.execute(["CREATE TABLE invoice (id integer PRIMARY KEY)"], on: database)
    let (status, error) = try ServerProcess.run(["--database", database.description, "--port", "0"])
    #expect(status == 1)
    #expect(error == "animals-server: \(PostgresStoreError.foreignSchema(database: database.description, tables: ["invoice"]))\n")
    #expect(try await TestPostgres.column("SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public'", on: database) == ["invoice"])
  }
}
