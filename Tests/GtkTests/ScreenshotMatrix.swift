//  ScreenshotMatrix.swift

import AppShell
import AppTesting
import Foundation
import Testing

/// Every app's window compared with its references in English and German, light and dark:
/// `<name>-en-light.png` … `<name>-de-dark.png` in the calling test file's reference folder
/// (`Tests/Screenshots/GtkTests/<test file>/`). With
/// `IMMUTABLEDATA_DOCS_SCREENSHOTS` set to a folder (scripts/update-screenshots.sh), the English ones
/// are also written there as the README's `<name>.png` and `<name>-dark.png`.
@MainActor enum ScreenshotMatrix {
  static let docsFolder = ProcessInfo.processInfo.environment["IMMUTABLEDATA_DOCS_SCREENSHOTS"]

  static func expect(_ window: WindowTest, named name: String, writesDocs: Bool = true, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    defer {
      ColorScheme.force(dark: nil)
      window.window.setNeedsRender()
      window.settle()
    }
    for language in ["en", "de"] {
      let german = language == "de" ? try GermanCatalog() : nil
      defer { german?.end() }
      window.window.setNeedsRender()
      for dark in [false, true] {
        ColorScheme.force(dark: dark)
        window.settle()
        window.expectScreenshot(named: "\(name)-\(language)-\(dark ? "dark" : "light")", filePath: filePath, sourceLocation: sourceLocation)
        if let folder = Self.docsFolder, writesDocs, language == "en" {
          try window.screenshot().writePNG(to: "\(folder)/\(name)\(dark ? "-dark" : "").png")
        }
      }
    }
  }

  /// The window in English, light and dark, compared with `<name>-light.png` and `<name>-dark.png`; with
  /// `IMMUTABLEDATA_DOCS_SCREENSHOTS`, also written there as `<name>.png` and `<name>-dark.png`.
  static func expectLightAndDark(_ window: WindowTest, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    defer {
      ColorScheme.force(dark: nil)
      window.settle()
    }
    for dark in [false, true] {
      ColorScheme.force(dark: dark)
      window.settle()
      window.expectScreenshot(named: "\(name)-\(dark ? "dark" : "light")", filePath: filePath, sourceLocation: sourceLocation)
      if let folder = Self.docsFolder {
        try window.screenshot().writePNG(to: "\(folder)/\(name)\(dark ? "-dark" : "").png")
      }
    }
  }
}
