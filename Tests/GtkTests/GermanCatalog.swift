//  GermanCatalog.swift

import Foundation
import Localization
import Testing

/// po/de.po compiled into a temporary directory and made the language of this process (LANGUAGE=de)
/// until `end()`, for tests that run an app in German.
@MainActor final class GermanCatalog {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")

  init() throws {
    let messages = self.directory.appendingPathComponent("de/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let msgfmt = try Process.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), arguments: [
      "-o", messages.appendingPathComponent("\(Localization.domain).mo").path, Self.repository.appendingPathComponent("po/de.po").path,
    ])
    msgfmt.waitUntilExit()
    try #require(msgfmt.terminationStatus == 0)
    setenv("LANGUAGE", "de", 1)
    Localization.start(directory: self.directory.path)
    Localization.languageDidChange()
  }

  /// Back to the untranslated text; the compiled catalog is removed.
  func end() {
    unsetenv("LANGUAGE")
    Localization.languageDidChange()
    try? FileManager.default.removeItem(at: self.directory)
  }
}
