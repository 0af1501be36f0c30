//  ServerBadInputTests.swift

import AnimalsClient
import AnimalsData
import Foundation
import TestSupport
import Testing

/// Every kind of bad request gets a 4xx with a JSON error message, and leaves the data as it was.
@Suite(.serialized) struct ServerBadInputTests {
  static let cases: [(name: String, body: String, status: Int, message: String)] = [
    ("malformed JSON", #"{"query": ["#, 400, "not valid JSON"),
    ("empty body", "", 400, "not valid JSON"),
    ("not an object", #"[1, 2]"#, 400, "Invalid request"),
    ("neither query nor mutation", #"{}"#, 400, #"needs a "query" or a "mutation""#),
    ("both query and mutation", #"{"query":[{"animals":{}}],"mutation":[{"reloadSampleData":{}}]}"#, 400, "not both"),
    ("empty query list", #"{"query":[]}"#, 400, "list is empty"),
    ("unknown query", #"{"query":[{"plants":{}}]}"#, 400, "query[0]"),
    ("unknown mutation", #"{"mutation":[{"dropTables":{}}]}"#, 400, "mutation[0]"),
    ("missing argument", #"{"mutation":[{"addAnimal":{"name":"Frog","diet":"Carnivore"}}]}"#, 400, "categoryId"),
    ("unknown diet", #"{"mutation":[{"addAnimal":{"name":"Frog","diet":"Vegan","categoryId":"Amphibian"}}]}"#, 400, "diet"),
    ("wrong type", #"{"mutation":[{"deleteAnimal":{"animalId":42}}]}"#, 400, "animalId"),
    ("empty name", #"{"mutation":[{"addAnimal":{"name":"  ","diet":"Carnivore","categoryId":"Amphibian"}}]}"#, 422, "needs a name"),
    ("unknown category", #"{"mutation":[{"addAnimal":{"name":"Fern","diet":"Herbivore","categoryId":"Plant"}}]}"#, 422, #"no category "Plant""#),
    ("update unknown animal", #"{"mutation":[{"updateAnimal":{"animalId":"Unicorn","name":"U","diet":"Herbivore","categoryId":"Mammal"}}]}"#, 404, "Unicorn"),
    ("delete unknown animal", #"{"mutation":[{"deleteAnimal":{"animalId":"Unicorn"}}]}"#, 404, "Unicorn"),
    ("restore a taken id", #"{"mutation":[{"restoreAnimal":{"animal":{"animalId":"Dog","name":"Wolf","diet":"Carnivore","categoryId":"Mammal"}}}]}"#, 409, #"already an animal with id "Dog""#),
    ("restore without an animal", #"{"mutation":[{"restoreAnimal":{}}]}"#, 400, "animal"),
    ("batch with one bad mutation", #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}},{"deleteAnimal":{"animalId":"Unicorn"}}]}"#, 404, "Unicorn"),
  ]

  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-server-tests")
  }

  @Test func everyBadRequestIsRefusedWithAMessageAndChangesNothing() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    for testCase in Self.cases {
      let reply = try await RawHTTP.send(testCase.body, to: server.endpoint)
      #expect(reply.status == testCase.status, "\(testCase.name)")
      #expect(reply.contentType == "application/json", "\(testCase.name)")
      #expect(reply.errorMessage?.contains(testCase.message) == true, "\(testCase.name): \(String(decoding: reply.body, as: UTF8.self))")
    }
    let animals = try await RemoteStore(serverURL: server.baseURL).fetchAnimals()
    await server.stop()
    #expect(Set(animals) == Set(SampleData.animals))
  }

  @Test func hugeBodiesAndTooManyElementsAreRefused() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let huge = Data(repeating: UInt8(ascii: " "), count: 3 << 20)
    let hugeReply = try await RawHTTP.send(huge, to: server.endpoint)
    #expect(hugeReply.status == 413)
    #expect(hugeReply.errorMessage?.contains("larger than") == true)
    let many = #"{"query":["# + Array(repeating: #"{"animals":{}}"#, count: 101).joined(separator: ",") + "]}"
    let manyReply = try await RawHTTP.send(many, to: server.endpoint)
    #expect(manyReply.status == 413)
    #expect(manyReply.errorMessage?.contains("At most 100") == true)
    // The server still serves after both.
    #expect(try await RemoteStore(serverURL: server.baseURL).fetchCategories().count == 6)
    await server.stop()
  }

  @Test func otherPathsAndMethodsGetJSONErrors() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let wrongPath = try await RawHTTP.send(#"{"query":[{"animals":{}}]}"#, to: server.baseURL.appendingPathComponent("api"))
    #expect(wrongPath.status == 404)
    #expect(wrongPath.errorMessage?.contains("POST /animals/api") == true)
    let get = try await RawHTTP.send(nil, to: server.endpoint, method: "GET")
    #expect((400 ..< 500).contains(get.status))
    #expect(get.errorMessage != nil)
    await server.stop()
  }

  @Test func clientReportsRefusalsWithTheServersMessage() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let error = await #expect(throws: RemoteStoreError.self) { try await client.deleteAnimal(animalId: "Unicorn") }
    await server.stop()
    #expect(error == .rejected(status: 404, code: "animal-not-found", message: #"There is no animal with id "Unicorn"."#))
  }
}
