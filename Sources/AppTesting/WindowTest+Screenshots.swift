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

  /// Compares the window with its reference image, `Screenshots/<test file>/<name>.png` beside the test
  /// file, within `tolerance`. When they differ, the test fails and `<name>.actual.png` and
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
    let file = URL(fileURLWithPath: filePath)
    let folder = file.deletingLastPathComponent().appendingPathComponent("Screenshots").appendingPathComponent(file.deletingPathExtension().lastPathComponent)
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
}
