//  PostgresTLSTests.swift

import AnimalsData
import AnimalsPostgres
import Foundation
import TestSupport
import Testing

/// The store's connections to the test cluster (which speaks TLS with a certificate for localhost only)
/// as each `sslmode` asks: encrypted where asked, verified where asked, and refused with a sentence
/// that says what to do when verification fails.
@Suite(.serialized, .enabled(if: TestPostgres.speaksTLS, TestPostgres.noTLS))
struct PostgresTLSTests {
  /// A fresh database, reached with `sslmode` at `host`.
  private func database(host: String, _ mode: PostgresSSLMode?, rootCertificate: String? = TestPostgres.certificateAuthority) async throws -> PostgresDatabaseURL {
    var url = try await TestPostgres.freshDatabase()
    url.host = host
    url.sslMode = mode
    url.sslRootCertificate = rootCertificate
    return url
  }

  @Test func verifyFullWithTheCAToLocalhostStoresAndReadsOverEncryptedSessions() async throws {
    let url = try await self.database(host: "localhost", .verifyFull)
    let store = try PostgresStore(url: url)
    try await store.open()
    let category = try #require(SampleData.categories.first).categoryId
    let added = try await store.mutate([.addAnimal(name: "Axolotl", diet: .carnivore, categoryId: category)], requestId: nil)
    guard case .addAnimal(let animal)? = added.first else {
      Issue.record("not an added animal: \(added)")
      return
    }
    #expect(try await store.read(categories: false, animals: true).animals.contains(animal))
    // The pool's connection and the listener's: both encrypted (the listener connects on its own time).
    let sessions = try await self.sessions(on: url, atLeast: 2)
    #expect(sessions.count >= 2 && sessions.allSatisfy { $0 }, "sessions encrypted: \(sessions)")
    await store.close()
  }

  @Test func verifyFullWithoutTheCATrustsOnlyTheSystemStoreAndRefusesTheServer() async throws {
    let url = try await self.database(host: "localhost", .verifyFull, rootCertificate: nil)
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
    #expect(error == .untrustedCertificate(database: url.description, rootCertificate: nil))
    #expect(error?.description.contains("cannot be verified against the system's trust store") == true)
  }

  @Test func verifyFullToAnAddressTheCertificateDoesNotNameIsRefused() async throws {
    let url = try await self.database(host: "127.0.0.1", .verifyFull)
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
    #expect(error == .hostNameMismatch(database: url.description, host: "127.0.0.1"))
  }

  @Test func requireToTheAddressIsEncryptedWithoutCheckingTheCertificate() async throws {
    let url = try await self.database(host: "127.0.0.1", .require, rootCertificate: nil)
    let store = try PostgresStore(url: url)
    try await store.open()
    #expect(try await store.read(categories: true, animals: false).categories.count == SampleData.categories.count)
    let sessions = try await self.sessions(on: url, atLeast: 2)
    #expect(sessions.count >= 2 && sessions.allSatisfy { $0 }, "sessions encrypted: \(sessions)")
    await store.close()
  }

  @Test func requireWithARootCertificateChecksTheChainButNotTheHostName() async throws {
    let url = try await self.database(host: "127.0.0.1", .require)
    let store = try PostgresStore(url: url)
    try await store.open()
    await store.close()
    // The server's own certificate (next to the CA in scripts/test-postgres.sh) is PEM, but no CA of it.
    let authority = try #require(TestPostgres.certificateAuthority)
    let leaf = URL(fileURLWithPath: authority).deletingLastPathComponent().appendingPathComponent("server.crt").path
    let stranger = try await self.database(host: "127.0.0.1", .require, rootCertificate: leaf)
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: stranger).open() }
    #expect(error == .untrustedCertificate(database: stranger.description, rootCertificate: leaf))
  }

  @Test func aLoopbackURLWithoutOptionsStaysPlainAsBefore() async throws {
    let url = try await TestPostgres.freshDatabase()
    #expect(url.effectiveSSLMode == .disable)
    let store = try PostgresStore(url: url)
    try await store.open()
    #expect(try await store.read(categories: true, animals: false).categories.count == SampleData.categories.count)
    let sessions = try await self.sessions(on: url, atLeast: 2)
    #expect(sessions.count >= 2 && sessions.allSatisfy { !$0 }, "sessions encrypted: \(sessions)")
    await store.close()
  }

  @Test func aRoleAllowedOnlyOverTLSIsRefusedWithoutItAndAcceptedWithIt() async throws {
    var url = try await self.database(host: "127.0.0.1", nil, rootCertificate: nil)
    // The database's owner may create the store's tables in its public schema.
    try await TestPostgres.execute(["ALTER DATABASE \(url.database) OWNER TO \(TestPostgres.tlsOnlyRole)"], on: url)
    url.username = TestPostgres.tlsOnlyRole
    // Loopback's default, and the same asked for.
    for mode in [nil, PostgresSSLMode.disable] {
      url.sslMode = mode
      let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
      guard case .refusedWithoutTLS(let database, let reason)? = error else {
        Issue.record("not a refusal without TLS: \(String(describing: error))")
        return
      }
      #expect(database == url.description)
      #expect(reason.contains("pg_hba.conf"))
      #expect(error?.description.contains("ask for it with ?sslmode=verify-full (or require) in the URL") == true)
    }
    url.sslMode = .require
    let store = try PostgresStore(url: url)
    try await store.open()
    await store.close()
  }

  @Test func aServerThatDoesNotOfferTLSIsRefusedWithWhatToDo() async throws {
    let server = try SSLRequestAnswerer(answer: "N")
    let url = PostgresDatabaseURL(host: "127.0.0.1", port: server.port, username: "animals", database: "animals", sslMode: .require)
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
    #expect(error == .tlsUnsupported(database: url.description))
    #expect(error?.description.contains("add ?sslmode=disable to the URL, but only on a trusted network") == true)
    withExtendedLifetime(server) {}
  }

  @Test func aServerThatAgreesToTLSButDoesNotSpeakItIsAFailedHandshake() async throws {
    let server = try SSLRequestAnswerer(answer: "S", reply: "HTTP/1.1 400 Bad Request\r\n\r\n")
    let url = PostgresDatabaseURL(host: "127.0.0.1", port: server.port, username: "animals", database: "animals", sslMode: .require)
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
    guard case .tlsHandshakeFailed(let database, let reason)? = error else {
      Issue.record("not a failed handshake: \(String(describing: error))")
      return
    }
    #expect(database == url.description)
    #expect(!reason.isEmpty && !reason.contains(".swift") && !reason.contains(".cc"), "BoringSSL's reason without source paths: \(reason)")
    print("a server that does not speak TLS after agreeing to: \(error!)")
    withExtendedLifetime(server) {}
  }

  @Test func plainTextRightAfterTheServerAgreedToTLSIsRefused() async throws {
    // What a machine in the middle could inject before the handshake: postgres-nio does not read it.
    let server = try SSLRequestAnswerer(answer: "SE")
    let url = PostgresDatabaseURL(host: "127.0.0.1", port: server.port, username: "animals", database: "animals", sslMode: .require)
    let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore(url: url).open() }
    #expect(error == .tlsHandshakeFailed(database: url.description, reason: "the server sent unencrypted data right after agreeing to TLS"))
    withExtendedLifetime(server) {}
  }

  @Test func aCAFileOfExactlyTheCapIsReadAndOneByteMoreIsRefused() async throws {
    let authority = try #require(TestPostgres.certificateAuthority)
    let directory = try TemporaryDirectory()
    var bytes = try Data(contentsOf: URL(fileURLWithPath: authority))
    // Text after the certificate is not PEM, and is skipped as openssl does.
    bytes.append(Data(repeating: UInt8(ascii: "\n"), count: (1 << 20) - bytes.count))
    let file = directory.url.appendingPathComponent("ca.pem")
    try bytes.write(to: file)
    let url = try await self.database(host: "localhost", .verifyFull, rootCertificate: file.path)
    let store = try PostgresStore(url: url)
    try await store.open()
    await store.close()
    bytes.append(UInt8(ascii: "\n"))
    try bytes.write(to: file)
    #expect(throws: PostgresStoreError.unusableRootCertificate(path: file.path, problem: "it is larger than 1 MiB")) { try PostgresStore(url: url) }
  }

  /// The store's sessions once at least `count` are open (or after 10 s, whatever there is then).
  private func sessions(on url: PostgresDatabaseURL, atLeast count: Int) async throws -> [Bool] {
    let deadline = ContinuousClock.now + .seconds(10)
    var sessions = try await TestPostgres.sessionsEncrypted(on: url)
    while sessions.count < count, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
      sessions = try await TestPostgres.sessionsEncrypted(on: url)
    }
    return sessions
  }
}
