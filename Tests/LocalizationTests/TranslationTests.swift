//  TranslationTests.swift

import Foundation
import Localization
import Testing

/// Text goes through gettext: with the German translation compiled and LANGUAGE=de, `tr` and `trn`
/// give German; placeholders are filled in the translation's order.
@Suite(.serialized) struct TranslationTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Compiles po/de.po into a fresh locale directory and runs `body` with LANGUAGE=de.
  static func inGerman(_ body: () throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let messages = directory.appendingPathComponent("de/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let msgfmt = Process()
    msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
    msgfmt.arguments = ["-o", messages.appendingPathComponent("\(Localization.domain).mo").path, Self.repository.appendingPathComponent("po/de.po").path]
    try msgfmt.run()
    msgfmt.waitUntilExit()
    try #require(msgfmt.terminationStatus == 0)

    let previous = ProcessInfo.processInfo.environment["LANGUAGE"]
    setenv("LANGUAGE", "de", 1)
    Localization.start(directory: directory.path)
    Localization.languageDidChange()
    defer {
      if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") }
      Localization.languageDidChange()
    }
    try body()
  }

  @Test func translatedTextComesFromTheCompiledCatalog() throws {
    try Self.inGerman {
      #expect(tr("Increment") == "Erhöhen")
      #expect(tr("Value: %@", 12) == "Wert: 12")
      #expect(tr("A string no catalog has") == "A string no catalog has")
    }
    #expect(tr("Increment") == "Increment")
  }

  @Test func pluralsFollowTheCount() {
    #expect(trn("%@ earthquake", "%@ earthquakes", 1) == "1 earthquake")
    #expect(trn("%@ earthquake", "%@ earthquakes", 2) == "2 earthquakes")
    #expect(trn("%@ of %@", "%@ of %@", 3, "the set") == "3 of the set")
  }

  @Test func placeholdersFillInOrderOrByPosition() {
    #expect(tr("%@ and %@", "a", "b") == "a and b")
    #expect(tr("%2$@ before %1$@", "a", "b") == "b before a")
    #expect(tr("100%% of %@", "it") == "100% of it")
    #expect(tr("%@ and %@", "only") == "only and %@")
  }
}
