//  LanguageGates.swift

import AppTesting
import Foundation
import Testing

/// Every app's window in the pseudo-language made from po/immutabledata-gtk.pot (no text left in
/// English, no text of the interface cut short) and laid out right to left (compared with a reference).
@MainActor enum LanguageGates {
  static let template = GermanCatalog.repository.appendingPathComponent("po/immutabledata-gtk.pot")

  /// Opens a window with `open` in the pseudo-language and checks its texts.
  static func expectTranslatedAndUnclipped(_ open: () throws -> WindowTest, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let pseudo = try PseudoLocale.use(template: Self.template)
    defer { pseudo.end() }
    let window = try open()
    defer { window.window.close() }
    #expect(window.texts.contains { PseudoLocale.isPseudo($0) }, "the pseudo-language is in use", sourceLocation: sourceLocation)
    #expect(window.untranslatedTexts(in: pseudo) == [], sourceLocation: sourceLocation)
    #expect(window.clippedTexts.filter(PseudoLocale.isPseudo) == [], sourceLocation: sourceLocation)
  }

  /// Opens a window with `open` laid out right to left and compares it with `<name>-rtl.png`.
  static func expectRightToLeft(_ open: () throws -> WindowTest, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    WindowTest.setRightToLeft(true)
    defer { WindowTest.setRightToLeft(false) }
    let window = try open()
    defer { window.window.close() }
    window.expectScreenshot(named: "\(name)-rtl", filePath: filePath, sourceLocation: sourceLocation)
  }
}
