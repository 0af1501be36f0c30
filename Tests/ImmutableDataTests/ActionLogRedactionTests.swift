//  ActionLogRedactionTests.swift

import Foundation
import ImmutableData
import Testing

/// A problem report's redaction: the named fields' values are left out wherever they are, consistently,
/// and nothing else changes.
struct ActionLogRedactionTests {
  struct Pet : Codable, Sendable, Equatable {
    var id: String
    var name: String
    var weight: Double
  }

  enum PetAction : Codable, Sendable, Equatable {
    case add(Pet)
    case rename(id: String, name: String)
  }

  let file = ActionLogFile<[Pet], PetAction>(
    version: 3,
    initialState: [Pet(id: "p1", name: "Rex", weight: 12.25)],
    actions: [.add(Pet(id: "p2", name: "Tom", weight: 0.1)), .rename(id: "p1", name: "Tom")]
  )
  let report = ProblemReport(app: "Pets", appVersion: "1.0.0", savedAt: "2026-11-26T20:00:00Z", environment: ["gtk": "4.8.3"], leftOut: "The pets' names")

  @Test func theNamedFieldsAreLeftOutEverywhereTheSameWayAndTheRestIsKept() throws {
    let redaction = ActionLogRedaction(fields: ["name"], leftOut: "The pets' names")
    let data = try self.file.reportData(self.report, redacting: redaction)
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("Rex") && !text.contains("Tom"))
    let read = try ActionLogFile<[Pet], PetAction>.decode(data, expectedVersion: 3)
    #expect(read.report == self.report, "the report's own details are kept")
    #expect(read.initialState.map(\.id) == ["p1"])
    #expect(read.initialState[0].weight == 12.25)
    guard case .add(let added) = read.actions[0], case .rename(let id, let renamed) = read.actions[1] else {
      Issue.record("the actions changed kind: \(read.actions)")
      return
    }
    #expect(added.weight == 0.1 && id == "p1")
    #expect(added.name == renamed, "one name, one pseudonym: the log replays the same")
    #expect(added.name != read.initialState[0].name)
    #expect(added.name.hasPrefix("name "))
  }

  @Test func anotherRunsPseudonymsDiffer() throws {
    let first = try ActionLogFile<[Pet], PetAction>.decode(
      try self.file.reportData(self.report, redacting: ActionLogRedaction(fields: ["name"], leftOut: "")), expectedVersion: 3)
    let second = try ActionLogFile<[Pet], PetAction>.decode(
      try self.file.reportData(self.report, redacting: ActionLogRedaction(fields: ["name"], leftOut: "")), expectedVersion: 3)
    #expect(first.initialState[0].name != second.initialState[0].name)
  }

  @Test func withoutARedactionTheReportIsTheLogAndItsDetails() throws {
    let data = try self.file.reportData(self.report, redacting: nil)
    let read = try ActionLogFile<[Pet], PetAction>.decode(data, expectedVersion: 3)
    #expect(read.initialState == self.file.initialState && read.actions == self.file.actions)
    #expect(read.report == self.report)
    #expect(try ActionLogFile<[Pet], PetAction>.decode(try self.file.encoded(), expectedVersion: 3).report == nil, "a plain export has none")
  }
}
