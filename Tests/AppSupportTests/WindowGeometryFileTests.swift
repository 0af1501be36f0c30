//  WindowGeometryFileTests.swift

import AppSupport
import Foundation
import TestSupport
import Testing

/// The remembered window geometry: written whole, read back, and any file it did not write (corrupt,
/// foreign, too large, out of range) refused and left byte for byte as it was.
@Suite struct WindowGeometryFileTests {
  let directory: TemporaryDirectory
  let file: WindowGeometryFile

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "window-geometry-tests")
    self.file = WindowGeometryFile(directory: self.directory.url.appendingPathComponent("org.example.App"))
  }

  @Test func nothingIsRememberedBeforeTheFirstSave() throws {
    #expect(try self.file.load() == nil)
  }

  @Test func aSavedGeometryComesBack() throws {
    let geometry = try #require(WindowGeometry(width: 1_024, height: 700, isMaximized: true))
    try self.file.save(geometry)
    #expect(try self.file.load() == geometry)
    let text = try String(contentsOf: self.file.url, encoding: .utf8)
    #expect(text == #"{"format":"immutabledata-window","height":700,"maximized":true,"version":1,"width":1024}"#)
    // Written through a temporary file renamed over the old one: nothing else is left in the directory.
    #expect(try FileManager.default.contentsOfDirectory(atPath: self.file.url.deletingLastPathComponent().path) == ["window.json"])
  }

  @Test(arguments: [(119, 600), (800, 119), (16_385, 600), (800, 16_385), (-1, 600), (0, 0)])
  func sizesNoWindowCanHaveAreNotGeometries(width: Int, height: Int) {
    #expect(WindowGeometry(width: width, height: height, isMaximized: false) == nil)
  }

  @Test func sizesAtTheLimitsAre() {
    #expect(WindowGeometry(width: 120, height: 16_384, isMaximized: false) != nil)
  }

  static let refused: [(String, WindowGeometryFile.Refusal)] = [
    ("not json at all", .unreadable("not JSON")),
    (#"{"format":"immutabledata-window","version":1,"width":800"#, .unreadable("not JSON")),
    (#"{"format":"org.other.App","version":1,"width":800,"height":600,"maximized":false}"#, .foreign),
    (#"{"format":"immutabledata-window","version":2,"width":800,"height":600,"maximized":false}"#, .foreign),
    (#"{"width":800,"height":600}"#, .foreign),
    (#"[1,2,3]"#, .foreign),
    (#"{"format":"immutabledata-window","version":1,"width":99999,"height":600,"maximized":false}"#, .outOfRange),
    (#"{"format":"immutabledata-window","version":1,"width":800,"height":"600","maximized":false}"#, .foreign),
  ]

  @Test(arguments: Self.refused)
  func aFileItDidNotWriteIsRefusedAndLeftAsItIs(contents: String, refusal: WindowGeometryFile.Refusal) throws {
    try FileManager.default.createDirectory(at: self.file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let bytes = Data(contents.utf8)
    try bytes.write(to: self.file.url)
    #expect(throws: refusal) { try self.file.load() }
    #expect(try Data(contentsOf: self.file.url) == bytes)
  }

  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    try FileManager.default.createDirectory(at: self.file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let bytes = Data(repeating: 0x20, count: WindowGeometryFile.sizeLimit + 10)
    try bytes.write(to: self.file.url)
    #expect(throws: WindowGeometryFile.Refusal.tooLarge(bytes: WindowGeometryFile.sizeLimit + 1)) { try self.file.load() }
    #expect(try Data(contentsOf: self.file.url) == bytes)
  }

  @Test func aDirectoryInItsPlaceIsUnreadable() throws {
    try FileManager.default.createDirectory(at: self.file.url, withIntermediateDirectories: true)
    #expect { try self.file.load() } throws: { error in
      if case .unreadable? = error as? WindowGeometryFile.Refusal { true } else { false }
    }
  }
}
