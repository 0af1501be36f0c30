//  InspectorFiltersFileTests.swift

import AppSupport
import Foundation
import TestSupport
import Testing

/// The inspector's kept filters: written whole, read back, and any file it did not write (corrupt,
/// foreign, too large, too many or too long kinds) refused and left byte for byte as it was.
@Suite struct InspectorFiltersFileTests {
  let directory: TemporaryDirectory
  let file: InspectorFiltersFile

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "inspector-filters-tests")
    self.file = InspectorFiltersFile(directory: self.directory.url.appendingPathComponent("org.example.App"))
  }

  @Test func nothingIsKeptBeforeTheFirstSave() throws {
    #expect(try self.file.load() == nil)
  }

  @Test func savedFiltersComeBack() throws {
    let filters = InspectorFilters(hidden: ["didTapIncrement", "ui.didTapAddAnimal"], shown: ["data.didFetchAnimals"])
    try self.file.save(filters)
    #expect(try self.file.load() == filters)
    let text = try String(contentsOf: self.file.url, encoding: .utf8)
    #expect(text == #"{"format":"immutabledata-inspector-filters","hidden":["didTapIncrement","ui.didTapAddAnimal"],"shown":["data.didFetchAnimals"],"version":1}"#)
  }

  @Test(arguments: [
    ("not json", InspectorFiltersFile.Refusal.unreadable("not JSON")),
    (#"{"format":"immutabledata-window","version":1,"hidden":[],"shown":[]}"#, .foreign),
    (#"{"format":"immutabledata-inspector-filters","version":2,"hidden":[],"shown":[]}"#, .foreign),
    (#"{"hidden":[]}"#, .foreign),
  ])
  func aFileItDidNotWriteIsRefusedAndLeftAsItIs(contents: String, refusal: InspectorFiltersFile.Refusal) throws {
    try self.write(Data(contents.utf8))
    #expect(throws: refusal) { try self.file.load() }
    #expect(try Data(contentsOf: self.file.url) == Data(contents.utf8))
  }

  @Test func tooManyOrTooLongKindsAreRefused() throws {
    let many = (0 ... InspectorFiltersFile.maxKinds).map { "kind\($0)" }
    try self.write(Data(#"{"format":"immutabledata-inspector-filters","version":1,"hidden":["\#(many.joined(separator: "\",\""))"],"shown":[]}"#.utf8))
    #expect(throws: InspectorFiltersFile.Refusal.outOfRange) { try self.file.load() }
    let long = String(repeating: "k", count: InspectorFiltersFile.maxKindLength + 1)
    try self.write(Data(#"{"format":"immutabledata-inspector-filters","version":1,"hidden":[],"shown":["\#(long)"]}"#.utf8))
    #expect(throws: InspectorFiltersFile.Refusal.outOfRange) { try self.file.load() }
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
    let big = Data(repeating: 0x20, count: InspectorFiltersFile.sizeLimit + 10)
    try self.write(big)
    #expect(throws: InspectorFiltersFile.Refusal.tooLarge(bytes: InspectorFiltersFile.sizeLimit + 1)) { try self.file.load() }
    #expect(try Data(contentsOf: self.file.url) == big)
  }

  private func write(_ data: Data) throws {
    try FileManager.default.createDirectory(at: self.file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: self.file.url)
  }
}
