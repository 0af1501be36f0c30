//  ServerSecurityTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// Safe by default: JSON bodies only, this server's Host only, no foreign web page, and the token when
/// there is one. A refused request changes nothing.
@Suite(.serialized) struct ServerSecurityTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  static let wipe = #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}}]}"#

  @Test func aPlainTextBodyFromAForeignPageIsRefusedAndChangesNothing() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let request = RawRequest(port: server.port, body: Self.wipe)
    let plainText = try request.setting("Content-Type", "text/plain").send(to: server.port)
    let noType = try request.setting("Content-Type", nil).send(to: server.port)
    let evilOrigin = try request.setting("Origin", "http://evil.example").send(to: server.port)
    let nullOrigin = try request.setting("Origin", "null").send(to: server.port)
    let ownOrigin = try RawRequest(port: server.port).setting("Origin", "http://127.0.0.1:\(server.port)").send(to: server.port)
    let animals = try await RemoteStore(serverURL: server.baseURL).fetchAnimals()
    await server.stop()
    #expect(plainText.status == 415)
    #expect(plainText.errorMessage?.contains("Content-Type: application/json") == true)
    #expect(noType.status == 415)
    #expect(evilOrigin.status == 403)
    #expect(evilOrigin.errorMessage?.contains("evil.example") == true)
    #expect(nullOrigin.status == 403)
    #expect(ownOrigin.status == 200)
    #expect(Set(animals) == Set(SampleData.animals))
  }

  @Test func aForeignHostIsRefusedUnlessAllowed() async throws {
    let server = try await RunningServer.start(
      directory: self.directory.url,
      configuration: ServerConfiguration(port: 0, allowedHosts: ["zoo.example"])
    )
    let request = RawRequest(port: server.port, body: Self.wipe)
    let rebound = try request.setting("Host", "evil.example:\(server.port)").send(to: server.port)
    let missing = try request.setting("Host", nil).send(to: server.port)
    let localhost = try RawRequest(port: server.port).setting("Host", "localhost:\(server.port)").send(to: server.port)
    let allowed = try RawRequest(port: server.port).setting("Host", "ZOO.example").send(to: server.port)
    let animals = try await RemoteStore(serverURL: server.baseURL).fetchAnimals()
    await server.stop()
    #expect(rebound.status == 421)
    #expect(rebound.errorMessage?.contains("evil.example") == true)
    #expect((400 ..< 500).contains(missing.status))
    #expect(localhost.status == 200)
    #expect(allowed.status == 200)
    #expect(Set(animals) == Set(SampleData.animals))
  }

  @Test func withATokenEveryRequestNeedsIt() async throws {
    let token = "s3cret-\(UUID().uuidString)"
    let server = try await RunningServer.start(directory: self.directory.url, configuration: ServerConfiguration(port: 0, token: token))
    let request = RawRequest(port: server.port, body: Self.wipe)
    let none = try request.send(to: server.port)
    let wrong = try request.setting("Authorization", "Bearer \(token)x").send(to: server.port)
    let prefix = try request.setting("Authorization", "Bearer \(token.dropLast())").send(to: server.port)
    let notBearer = try request.setting("Authorization", "Basic \(token)").send(to: server.port)
    let withoutToken = await #expect(throws: RemoteStoreError.self) { try await RemoteStore(serverURL: server.baseURL).fetchAnimals() }
    let animals = try await RemoteStore(serverURL: server.baseURL, token: token).fetchAnimals()
    await server.stop()
    for reply in [none, wrong, prefix, notBearer] {
      #expect(reply.status == 401)
      #expect(reply.errorMessage?.contains("Authorization: Bearer") == true)
    }
    #expect(withoutToken == .rejected(status: 401, code: "token-required", message: #"This server needs its token: send "Authorization: Bearer TOKEN"."#))
    #expect(Set(animals) == Set(SampleData.animals))
  }

  @Test func anAddressOtherThanLoopbackNeedsAToken() throws {
    #expect(throws: ConfigurationError.tokenRequired(host: "0.0.0.0")) { try ServerConfiguration(host: "0.0.0.0").validate() }
    #expect(throws: ConfigurationError.emptyToken) { try ServerConfiguration(token: "").validate() }
    try ServerConfiguration(host: "0.0.0.0", token: "t").validate()
    try ServerConfiguration(host: "::1").validate()
    try ServerConfiguration(host: "localhost").validate()
  }
}
