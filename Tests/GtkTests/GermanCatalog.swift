//  GermanCatalog.swift

import Foundation
import Localization
import Testing

/// po/de.po compiled into a temporary directory and made the language of this process (LANGUAGE=de),
/// with German formats (`Localization.locale`), until `end()`: for tests that run an app in German.
@MainActor final class GermanCatalog {
  nonisolated static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")

  private let previousLocale = Localization.locale

  /// Translations in German, and dates and numbers written as in Germany.
  init() throws {
    try Self.compile(into: self.directory)
    setenv("LANGUAGE", "de", 1)
    Localization.start(directory: self.directory.path)
    Localization.languageDidChange()
    Localization.locale = Locale(identifier: "de_DE")
  }

  /// Back to the untranslated text and the earlier locale; the compiled catalog is removed.
  func end() {
    unsetenv("LANGUAGE")
    Localization.languageDidChange()
    Localization.locale = self.previousLocale
    try? FileManager.default.removeItem(at: self.directory)
  }

  /// Compiles po/de.po as `directory`/de/LC_MESSAGES/immutabledata-gtk.mo, a directory for `IMMUTABLEDATA_LOCALEDIR`.
  nonisolated static func compile(into directory: URL) throws {
    let messages = directory.appendingPathComponent("de/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let msgfmt = try Process.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), arguments: [
      "-o", messages.appendingPathComponent("\(Localization.domain).mo").path, Self.repository.appendingPathComponent("po/de.po").path,
    ])
    msgfmt.waitUntilExit()
    try #require(msgfmt.terminationStatus == 0)
  }
}
