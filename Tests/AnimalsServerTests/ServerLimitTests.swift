//  ServerLimitTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// Names are stored exactly as acknowledged or refused with a 422; replies have a size cap.
@Suite(.serialized) struct ServerLimitTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  static func add(_ name: String) throws -> String {
    let mutation = RemoteRequest(mutation: [.addAnimal(name: name, diet: .carnivore, categoryId: "Amphibian")])
    return String(decoding: try JSONEncoder().encode(mutation), as: UTF8.self)
  }

  @Test func namesWithControlCharactersOrTooLongAreRefusedWithA422() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let cases: [(name: String, message: String)] = [
      ("q\u{0}r", "name contains a control character"),
      ("\u{0}", "name contains a control character"),
      ("tab\there", "name contains a control character"),
      ("bell\u{7}", "name contains a control character"),
      ("c1\u{85}", "name contains a control character"),
      (String(repeating: "x", count: AnimalName.maxLength + 1), "at most \(AnimalName.maxLength) characters"),
    ]
    for testCase in cases {
      let reply = try await RawHTTP.send(try Self.add(testCase.name), to: server.endpoint)
      #expect(reply.status == 422, "\(testCase.name.debugDescription)")
      #expect(reply.errorMessage?.contains(testCase.message) == true, "\(String(decoding: reply.body, as: UTF8.self))")
      #expect(reply.errorMessage?.contains("CHECK") == false)
    }
    let longest = String(repeating: "é", count: AnimalName.maxLength)
    let client = RemoteStore(serverURL: server.baseURL)
    let stored = try await client.addAnimal(name: longest, diet: .herbivore, categoryId: "Mammal")
    let animals = try await client.fetchAnimals()
    await server.stop()
    #expect(stored.name == longest)
    #expect(animals.count == SampleData.animals.count + 1)
    #expect(animals.contains(stored))
  }

  @Test func aReplyLargerThanTheCapIsRefused() async throws {
    var configuration = ServerConfiguration(port: 0)
    configuration.limits.maxReplySize = 4096
    let server = try await RunningServer.start(directory: self.directory.url, configuration: configuration)
    let many = #"{"query":["# + Array(repeating: #"{"animals":{}}"#, count: 100).joined(separator: ",") + "]}"
    let reply = try await RawHTTP.send(many, to: server.endpoint)
    let one = try await RemoteStore(serverURL: server.baseURL).fetchAnimals()
    await server.stop()
    #expect(reply.status == 413)
    #expect(reply.body.count < 4096)
    #expect(reply.errorMessage?.contains("larger than 4096 bytes") == true)
    #expect(one.count == SampleData.animals.count)
  }
}
