//  WindowTest+Screenshots.swift

import AppShell
import CGtk
import Foundation
import Testing

extension WindowTest {
  /// The window as GTK paints it now, rendered offscreen (no screen capture, so other windows and the
  /// pointer never show). Needs GTK: throws for a recorded window.
  public func screenshot() throws -> Screenshot {
    guard !self.isRecorded else { throw WindowTestError.noDisplay }
    guard let root = self.window.root?.widget else { throw WindowTestError.notFound("the window is closed") }
    self.settle()
    guard let shot = Screenshot.of(root) else { throw ScreenshotError.notDrawn }
    return shot
  }

  /// Compares the window with its reference image within `tolerance`. The reference is
  /// `Tests/Screenshots/<test target>/<test file>/<name>.png` in the package (see
  /// ``referenceFolder(forTestFile:)``). When they differ, the test fails and `<name>.actual.png` and
  /// `<name>.difference.png` (the differing pixels in red) are written beside the reference. A missing
  /// reference is written and fails the test once (look at it, then commit it); with
  /// `IMMUTABLEDATA_RECORD_SCREENSHOTS=1` every reference is written again and the test passes.
  ///
  /// ```swift
  /// ColorScheme.force(dark: true)
  /// window.expectScreenshot(named: "todo-dark")
  /// ```
  public func expectScreenshot(
    named name: String,
    tolerance: ScreenshotTolerance = .standard,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = Self.referenceFolder(forTestFile: filePath)
    let reference = folder.appendingPathComponent("\(name).png").path
    let actualPath = folder.appendingPathComponent("\(name).actual.png").path
    let differencePath = folder.appendingPathComponent("\(name).difference.png").path
    do {
      let actual = try self.screenshot()
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: differencePath)
      let recording = ProcessInfo.processInfo.environment["IMMUTABLEDATA_RECORD_SCREENSHOTS"] == "1"
      guard !recording, FileManager.default.fileExists(atPath: reference) else {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try actual.writePNG(to: reference)
        if !recording {
          Issue.record("No reference screenshot “\(name)”: wrote \(reference); look at it, then commit it", sourceLocation: sourceLocation)
        }
        return
      }
      let difference = ScreenshotDifference(actual: actual, reference: try Screenshot(contentsOfPNG: reference), tolerance: tolerance)
      guard !difference.isWithin(tolerance) else { return }
      try actual.writePNG(to: actualPath)
      try difference.image?.writePNG(to: differencePath)
      let how = difference.sizesDiffer
        ? "is \(actual.width)×\(actual.height), not the reference's size"
        : "differs in \(difference.differingPixels) of \(difference.totalPixels) pixels"
      Issue.record("The window \(how) (screenshot “\(name)”): see \(actualPath) and \(differencePath)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("Screenshot “\(name)”: \(error)", sourceLocation: sourceLocation)
    }
  }

  /// The folder of the reference images of the test file at `filePath`: under the package's `Tests`
  /// folder, `Screenshots/` and then the file's path below `Tests` without `.swift`
  /// (`Tests/TodoUITests/TodoWindowTests.swift` keeps its images in
  /// `Tests/Screenshots/TodoUITests/TodoWindowTests/`). That folder is no test target's, so SwiftPM
  /// neither warns about files it does not handle nor needs an `exclude` that would name a folder the
  /// first run has not made yet. A test file outside any `Tests` folder keeps them beside it, in
  /// `Screenshots/<file>/`.
  ///
  /// ```swift
  /// WindowTest.referenceFolder(forTestFile: "/src/Todo/Tests/TodoUITests/TodoWindowTests.swift").path
  /// // "/src/Todo/Tests/Screenshots/TodoUITests/TodoWindowTests"
  /// ```
  public static func referenceFolder(forTestFile filePath: String) -> URL {
    let file = URL(fileURLWithPath: filePath)
    var below = [file.deletingPathExtension().lastPathComponent]
    var folder = file.deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if folder.lastPathComponent == "Tests" {
        return below.reversed().reduce(folder.appendingPathComponent("Screenshots")) { $0.appendingPathComponent($1) }
      }
      below.append(folder.lastPathComponent)
      folder = folder.deletingLastPathComponent()
    }
    return file.deletingLastPathComponent().appendingPathComponent("Screenshots").appendingPathComponent(below[0])
  }
}
