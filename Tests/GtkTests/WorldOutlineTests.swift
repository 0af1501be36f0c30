//  WorldOutlineTests.swift
//  The shipped world outline resource (no display): it holds exactly the outline the map drew when it was
//  Swift source (figures printed by scripts/generate-world-outline.py from that source), and a corrupt
//  file is refused whole with the line at fault.

import Foundation
@testable import QuakesUI
import Testing

@Suite struct WorldOutlineTests {
  private static func tenths(_ degrees: Double) -> Int { Int((degrees * 10).rounded()) }

  @Test func theShippedResourceHoldsTheFormerOutlineExactly() throws {
    let polygons = try WorldOutlineFile.parse(WorldOutlineResource.read(WorldOutlineResource.url()))
    let vertices = polygons.flatMap { $0 }.map { (Self.tenths($0.longitude), Self.tenths($0.latitude)) }
    #expect(polygons.count == 286)
    #expect(vertices.count == 7170)
    #expect(polygons.map(\.count).max() == 374)
    #expect(vertices.reduce(0) { $0 + $1.0 } == 1_072_749)
    #expect(vertices.reduce(0) { $0 + $1.1 } == 1_541_571)
    // Order matters to the drawing: a sum weighted by position catches swapped vertices or rings.
    #expect(vertices.enumerated().reduce(0) { $0 + $1.offset * ($1.element.0 * 3 + $1.element.1) } == 28_731_695_053)
    let firstRing = polygons[0].map { [$0.longitude, $0.latitude] }
    #expect(firstRing == [[180, -16.1], [180, -16.6], [178.7, -17], [178.6, -16.6], [180, -16.1]])
    #expect(polygons[2][0] == (-179.8, -16))
    #expect(polygons[286 - 1].last! == (30.8, 3.5))
  }

  @Test func theMapUsesTheShippedOutline() throws {
    let shipped = try WorldOutlineFile.parse(WorldOutlineResource.read(WorldOutlineResource.url()))
    #expect(WorldOutline.polygons.count == shipped.count)
    #expect(WorldOutline.polygons.map(\.count) == shipped.map(\.count))
  }

  @Test func commentsAndBlankLinesAreSkipped() throws {
    let polygons = try WorldOutlineFile.parse("# header\n\n  10,20 30,40 50,-60\n# more\n-1800,-900 1800,900 0,0\n")
    #expect(polygons.count == 2)
    #expect(polygons[0][2] == (5, -6))
    #expect(polygons[1][1] == (180, 90))
  }

  @Test(arguments: [
    ("10,20 30,40 x,60\n", WorldOutlineError.malformedPair(line: 1, text: "x,60")),
    ("# c\n10,20 30,40 50,60,70\n", .malformedPair(line: 2, text: "50,60,70")),
    ("10,20 30,40 1.5,60\n", .malformedPair(line: 1, text: "1.5,60")),
    ("10,20 30,40 50,\n", .malformedPair(line: 1, text: "50,")),
    ("10,20 30,40 1801,60\n", .outOfRange(line: 1, text: "1801,60")),
    ("10,20 30,40 50,-901\n", .outOfRange(line: 1, text: "50,-901")),
    ("10,20 30,40 50,60\n10,20 30,40\n", .tooFewVertices(line: 2, count: 2)),
    ("# only comments\n\n", .empty),
    ("", .empty),
  ])
  func aCorruptFileIsRefusedWithTheLineAtFault(text: String, error: WorldOutlineError) {
    #expect(throws: error) { try WorldOutlineFile.parse(text) }
  }

  @Test func aMissingFileIsNamed() {
    let url = URL(fileURLWithPath: "/nonexistent/world-outline.txt")
    #expect(throws: WorldOutlineError.missing(path: url.path)) { try WorldOutlineResource.read(url) }
  }

  @Test func anOversizedFileIsNotRead() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("world-outline-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(count: WorldOutlineFile.maximumBytes + 1).write(to: url)
    #expect(throws: WorldOutlineError.tooLarge(bytes: WorldOutlineFile.maximumBytes + 1)) { try WorldOutlineResource.read(url) }
  }

  @Test func errorsSayWhatIsWrongInWords() {
    #expect(WorldOutlineError.outOfRange(line: 7, text: "1801,0").description.contains("line 7"))
    #expect(WorldOutlineError.missing(path: "/x/world-outline.txt").description.contains("missing"))
  }
}
