//  QuakesFeedFuzzTests.swift

import Foundation
import QuakesData
import QuakesFeed
import TestSupport
import Testing

/// Random and mutated feeds, from a fixed seed so a failure replays: the decoder never crashes or
/// hangs, every quake it returns passes `QuakeValidation`, and every refusal is a `QuakesFeedError`
/// with a sentence. Bounded by a count and by about three seconds, whichever comes first.
@Suite(.timeLimit(.minutes(1))) struct QuakesFeedFuzzTests {
  let now = Date(timeIntervalSince1970: 1_550_400_000)

  @Test func mutatedFeedsDecodeOrFailClearly() throws {
    var random = SeededGenerator(seed: 0x5EED_10)
    let seeds = try self.seedDocuments()
    let stop = Date().addingTimeInterval(3)
    var decoded = 0, refused = 0
    for round in 0 ..< 20_000 where round < 50 || Date() < stop {
      let document = self.mutate(seeds[round % seeds.count], rounds: 1 + round % 4, random: &random)
      switch self.check(document) {
      case .decoded: decoded += 1
      case .refused: refused += 1
      case .unclear(let error):
        Issue.record("Round \(round): \(error) is not a clear QuakesFeedError for \(String(decoding: document.prefix(300), as: UTF8.self))")
        return
      }
    }
    // Both outcomes must have been exercised, or the mutations are too weak (or too strong) to test anything.
    #expect(decoded > 0 && refused > 0)
  }

  @Test func hostileShapesAreRefusedOrSkipped() {
    let documents = [
      String(repeating: "[", count: 100_000),
      #"{"type":"FeatureCollection","features":"# + String(repeating: "[", count: 50_000),
      #"{"features":[{"id":"x","properties":{"mag":1e999,"time":1,"updated":1},"geometry":{"coordinates":[0,0]}}]}"#,
      #"{"features":[{"id":"x","properties":{"mag":2,"time":-1e999,"updated":NaN},"geometry":{"coordinates":[0,0]}}]}"#,
      #"{"features":[{"id":"\u0000","properties":{"mag":2,"time":1550360000000,"updated":1550360000000,"place":"\ud800"},"geometry":{"coordinates":[1e-320,-0]}}]}"#,
      "\u{FEFF}{\"features\":[]}",
      "",
      "null",
    ]
    for document in documents {
      if case .unclear(let error) = self.check(Data(document.utf8)) {
        Issue.record("\(error) is not a clear QuakesFeedError for \(document.prefix(120))")
      }
    }
  }

  private enum Outcome {
    case decoded, refused, unclear(any Error)
  }

  private func check(_ document: Data) -> Outcome {
    do {
      let contents = try QuakesFeedDecoder.decode(document, from: "fuzz", now: self.now)
      for quake in contents.quakes where QuakeValidation.problem(of: quake, now: self.now) != nil {
        return .unclear(QuakeProblemEscaped(quake: quake))
      }
      return .decoded
    } catch let error as QuakesFeedError where !(error.errorDescription ?? "").isEmpty {
      return .refused
    } catch {
      return .unclear(error)
    }
  }

  private struct QuakeProblemEscaped : Error {
    var quake: Quake
  }

  /// The real day feed cut to a few features, and single features of it.
  private func seedDocuments() throws -> [Data] {
    let object = try JSONSerialization.jsonObject(with: FixtureFiles.data("1.0_day.geojson")) as? [String : Any]
    var feed = try #require(object)
    let features = try #require(feed["features"] as? [Any])
    feed["features"] = Array(features.prefix(12))
    let one = ["type": "FeatureCollection", "features": [features[0]]] as [String : Any]
    return [
      try JSONSerialization.data(withJSONObject: feed),
      try JSONSerialization.data(withJSONObject: one),
      try FixtureFiles.data("null-mag-and-place.geojson"),
      try FixtureFiles.data("wrong-types.geojson"),
    ]
  }

  private static let tokens = [
    "1e300", "-1e300", "1e999", "NaN", "null", "true", "\"\"", "\"\\u0000\"", "-0", "0.0000001", "[]", "{}", "[", "]", "{",
    "}", ",", ":", "\"", "\\", "\"mag\":", "\"time\":", "\"coordinates\":[", "9007199254740993", "\u{0}", "é", "\u{FFFF}",
  ]

  private func mutate(_ data: Data, rounds: Int, random: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    for _ in 0 ..< rounds where !bytes.isEmpty {
      let at = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 6 {
      case 0: // flip a byte
        bytes[at] = UInt8(truncatingIfNeeded: random.next())
      case 1: // delete a run
        bytes.removeSubrange(at ..< min(bytes.count, at + 1 + Int(random.next() % 64)))
      case 2: // duplicate a run
        let run = bytes[at ..< min(bytes.count, at + 1 + Int(random.next() % 256))]
        bytes.insert(contentsOf: run, at: at)
      case 3: // insert a token
        let token = Self.tokens[Int(random.next() % UInt64(Self.tokens.count))]
        bytes.insert(contentsOf: Array(token.utf8), at: at)
      case 4: // replace a number with an extreme one
        if let digit = bytes[at...].firstIndex(where: { (0x30 ... 0x39).contains($0) }) {
          let end = bytes[digit...].firstIndex(where: { !(0x30 ... 0x39).contains($0) && $0 != 0x2E }) ?? bytes.count
          bytes.replaceSubrange(digit ..< end, with: Array(["1e300", "-99999", "1e-300", "123456789012345678901234567890"][Int(random.next() % 4)].utf8))
        }
      default: // cut short
        bytes.removeSubrange(at...)
      }
    }
    return Data(bytes)
  }
}
