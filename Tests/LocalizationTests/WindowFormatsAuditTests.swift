//  WindowFormatsAuditTests.swift

import Foundation
import Testing

/// Every date and number a window writes goes through `Localization.locale`: a format without it would
/// write "en_001" on any desktop (Foundation on Linux ignores LANG), and nothing else would notice.
struct WindowFormatsAuditTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The modules whose text reaches a window.
  static let windowModules = ["AppShell", "StoreInspector", "Localization", "CounterUI", "AnimalsUI", "QuakesUI", "GalleryUI", "GalleryData"]

  /// A line that formats without naming a locale, or names Foundation's own.
  static func isUnlocalizedFormat(_ line: Substring) -> Bool {
    let formats = line.contains(".formatted(") || line.contains("Date.FormatStyle(") || line.contains("QuakeTimeFormat.")
    let names = line.contains("Localization.locale") || line.contains("locale: locale") || line.contains(".locale(locale)")
    let foundations = line.contains("Locale.current") || line.contains(".autoupdatingCurrent") || line.contains("NumberFormatter()")
    return (formats && !names) || foundations
  }

  @Test func windowsFormatDatesAndNumbersInTheUsersLocale() throws {
    var found: [String] = []
    for module in Self.windowModules {
      let folder = Self.sources.appendingPathComponent(module)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where Self.isUnlocalizedFormat(line) {
          let code = line.drop { $0 == " " }
          if !code.hasPrefix("//") { found.append("\(module)/\(name):\(number + 1): \(code)") }
        }
      }
    }
    #expect(found.isEmpty, "formats without Localization.locale:\n\(found.joined(separator: "\n"))")
  }

  @Test func theAuditCatchesAFormatWithoutTheLocale() {
    #expect(Self.isUnlocalizedFormat("View.label(value.formatted())"))
    #expect(Self.isUnlocalizedFormat("QuakeTimeFormat.day(model.day)"))
    #expect(Self.isUnlocalizedFormat("let style = Date.FormatStyle(date: .long, locale: .autoupdatingCurrent)"))
    #expect(!Self.isUnlocalizedFormat("value.formatted(.number.locale(Localization.locale))"))
    #expect(!Self.isUnlocalizedFormat("QuakeTimeFormat.day(model.day, locale: Localization.locale)"))
  }
}
