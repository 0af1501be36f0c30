//  ScreenshotReferenceFolderTests.swift

import AppTesting
import Foundation
import Testing

/// Reference images live under the package's `Tests/Screenshots/`, outside every test target: beside the
/// test file, SwiftPM warned on every build of the package (and of a package depending on it) about the
/// images it did not handle, and an `exclude` for them warned before the first run had made the folder.
@MainActor @Suite struct ScreenshotReferenceFolderTests {
  @Test func aTestFileOfATargetKeepsItsImagesUnderTestsScreenshots() {
    #expect(WindowTest.referenceFolder(forTestFile: "/src/Todo/Tests/TodoUITests/TodoWindowTests.swift").path == "/src/Todo/Tests/Screenshots/TodoUITests/TodoWindowTests")
  }

  @Test func aTestFileInASubfolderKeepsItsWholePath() {
    #expect(WindowTest.referenceFolder(forTestFile: "/src/App/Tests/UITests/Lists/ListTests.swift").path == "/src/App/Tests/Screenshots/UITests/Lists/ListTests")
  }

  @Test func theNearestTestsFolderIsThePackages() {
    #expect(WindowTest.referenceFolder(forTestFile: "/home/me/Tests/App/Tests/UITests/WindowTests.swift").path == "/home/me/Tests/App/Tests/Screenshots/UITests/WindowTests")
  }

  @Test func aFileOutsideAnyTestsFolderKeepsThemBesideIt() {
    #expect(WindowTest.referenceFolder(forTestFile: "/tmp/shelf/ShelfTests.swift").path == "/tmp/shelf/Screenshots/ShelfTests")
  }

  /// This package's references are where the rule puts them, and no test target's folder holds images.
  @Test func thisPackagesReferencesAreOutsideItsTargets() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let counter = WindowTest.referenceFolder(forTestFile: tests.appendingPathComponent("GtkTests/CounterWindowTestingTests.swift").path)
    #expect(FileManager.default.fileExists(atPath: counter.appendingPathComponent("counter-window-en-light.png").path))
    for target in try FileManager.default.contentsOfDirectory(atPath: tests.path) where target != "Screenshots" {
      let images = FileManager.default.enumerator(atPath: tests.appendingPathComponent(target).path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") } ?? []
      #expect(images.isEmpty, "Tests/\(target) holds images SwiftPM warns about: \(images)")
    }
  }
}
