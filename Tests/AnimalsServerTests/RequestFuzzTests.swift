//  RequestFuzzTests.swift

import AnimalsData
import AnimalsPersistence
@testable import AnimalsServer
import Foundation
import TestSupport
import Testing

/// Random and mutated request documents, from a fixed seed: the API never crashes or hangs, and every
/// refusal is a 4xx with a JSON error message (never a 5xx).
@Suite struct RequestFuzzTests {
  static let seeds = [
    #"{"query":[{"categories":{}},{"animals":{}}]}"#,
    #"{"mutation":[{"addAnimal":{"name":"Frog","diet":"Carnivore","categoryId":"Amphibian"}}]}"#,
    #"{"mutation":[{"updateAnimal":{"animalId":"Dog","name":"Hound","diet":"Omnivore","categoryId":"Mammal"}}]}"#,
    #"{"mutation":[{"deleteAnimal":{"animalId":"Cat"}}]}"#,
    #"{"mutation":[{"restoreAnimal":{"animal":{"animalId":"Owl","name":"Owl","diet":"Carnivore","categoryId":"Bird"}}}]}"#,
    #"{"mutation":[{"reloadSampleData":{}}]}"#,
  ]

  /// Pieces a mutation splices in: JSON syntax, odd values and the characters that broke things before.
  static let fragments = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u0000", "\\ud800", "null", "true", "-1e309", "1e300", "0",
    #""name""#, #""diet""#, #""Vegan""#, #""mutation""#, #""query""#, "\u{0}", "é", "\u{1F98A}", String(repeating: "[", count: 64),
  ]

  @Test(.timeLimit(.minutes(2))) func randomAndMutatedRequestsGetA200OrAClear4xx() async throws {
    let directory = try TemporaryDirectory(prefix: "animals-server-tests")
    let api = AnimalsAPI(store: LocalStore(directory: directory.url))
    var random = SeededGenerator(seed: 0x5EED_A41A)
    var refusals = 0
    for round in 0 ..< 1500 {
      let body = Self.document(round: round, random: &random)
      let reply = await api.reply(to: body)
      let text = String(decoding: body, as: UTF8.self)
      if reply.status == 200 {
        #expect((try? JSONDecoder().decode(RemoteResponse.self, from: reply.body)) != nil, "\(text)")
      } else {
        refusals += 1
        #expect((400 ..< 500).contains(reply.status), "\(reply.status) for \(text): \(String(decoding: reply.body, as: UTF8.self))")
        let message = try? JSONDecoder().decode(RemoteErrorResponse.self, from: reply.body).error
        #expect(message?.isEmpty == false, "\(text)")
      }
    }
    #expect(refusals > 100)
  }

  static func document(round: Int, random: inout SeededGenerator) -> Data {
    var bytes = Array(Self.seeds[Int(random.next() % UInt64(Self.seeds.count))].utf8)
    switch round % 4 {
    case 0:
      // Flip, drop or duplicate a few bytes.
      for _ in 0 ..< 1 + Int(random.next() % 4) where !bytes.isEmpty {
        let index = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.remove(at: index)
        default: bytes.insert(bytes[index], at: index)
        }
      }
    case 1:
      // Splice a fragment in at a random place.
      let fragment = Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
      bytes.insert(contentsOf: Array(fragment.utf8), at: Int(random.next() % UInt64(bytes.count + 1)))
    case 2:
      // Truncate.
      bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
    default:
      // A well-formed document with a random name.
      let length = Int(random.next() % 260)
      let scalars = (0 ..< length).compactMap { _ in Unicode.Scalar(UInt32(random.next() % 0x300)) }
      let name = String(String.UnicodeScalarView(scalars))
      let request = RemoteRequest(mutation: [.addAnimal(name: name, diet: .omnivore, categoryId: "Mammal")])
      return (try? JSONEncoder().encode(request)) ?? Data()
    }
    return Data(bytes)
  }
}
