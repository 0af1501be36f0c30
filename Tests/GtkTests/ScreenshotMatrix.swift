//  ScreenshotMatrix.swift

import AppShell
import AppTesting
import Testing

/// Every app's window compared with its references in English and German, light and dark:
/// `<name>-en-light.png` … `<name>-de-dark.png` beside the calling test file.
@MainActor enum ScreenshotMatrix {
  static func expect(_ window: WindowTest, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
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
      }
    }
  }
}
