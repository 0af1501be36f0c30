//  PseudoLocale.swift

import Foundation
import Localization

/// A language made at test time from the app's message template (`po/<domain>.pot`): every translated
/// text comes out accented, about a third longer and in brackets ("Add Animal" reads "[Àdd Àñîmàl~~~]").
/// Under it a window shows at once a text that never went through the catalog (it stays plain English:
/// `WindowTest.untranslatedTexts(in:)`) and a label too narrow for a longer language
/// (`WindowTest.clippedTexts`). Placeholders (`%@`, `%1$@`, `%d`, strftime's `%A`) are kept as they are.
///
/// ```swift
/// let pseudo = try PseudoLocale.use(template: repository.appendingPathComponent("po/immutabledata-gtk.pot"))
/// defer { pseudo.end() }
/// let window = try WindowTest(opening: app, scheduler: scheduler)
/// #expect(window.untranslatedTexts(in: pseudo) == [])
/// ```
@MainActor public final class PseudoLocale {
  /// The template's messages in English (each `msgid` and `msgid_plural`).
  public let englishTexts: Set<String>
  private let directory: URL
  private let previousLocale = Localization.locale

  private init(englishTexts: Set<String>, directory: URL) {
    self.englishTexts = englishTexts
    self.directory = directory
  }

  /// Compiles the pseudo-language from `template` (with `msgfmt`, from gettext) and makes it the
  /// language of this process until `end()`. Throws when the template cannot be read or compiled.
  public static func use(template: URL, language: String = "qps") throws -> PseudoLocale {
    let messages = try POTemplate(contentsOf: template).messages
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-locale-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("\(language)/LC_MESSAGES")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let po = folder.appendingPathComponent("\(Localization.domain).po")
    try Self.catalog(of: messages).write(to: po, atomically: true, encoding: .utf8)
    let msgfmt = try Process.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), arguments: [
      "-o", folder.appendingPathComponent("\(Localization.domain).mo").path, po.path,
    ])
    msgfmt.waitUntilExit()
    guard msgfmt.terminationStatus == 0 else { throw PseudoLocaleError.doesNotCompile(po.path) }
    setenv("LANGUAGE", language, 1)
    Localization.start(directory: directory.path)
    Localization.languageDidChange()
    let english = Set(messages.flatMap { [$0.id] + ($0.plural.map { [$0] } ?? []) }.filter { !$0.isEmpty })
    return PseudoLocale(englishTexts: english, directory: directory)
  }

  /// Back to untranslated text; the compiled catalog is removed.
  public func end() {
    unsetenv("LANGUAGE")
    Localization.languageDidChange()
    Localization.locale = self.previousLocale
    try? FileManager.default.removeItem(at: self.directory)
  }

  /// `text` in the pseudo-language: accented, longer by about a third, bracketed, placeholders kept.
  public nonisolated static func pseudo(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    let accents: [Character: Character] = [
      "a": "à", "e": "é", "i": "î", "o": "ô", "u": "ü", "c": "ç", "n": "ñ",
      "A": "À", "E": "É", "I": "Î", "O": "Ô", "U": "Ü", "C": "Ç", "N": "Ñ",
    ]
    var result = "["
    var characters = Array(text)[...]
    var letters = 0
    while let character = characters.popFirst() {
      if character == "%", let end = Self.placeholderLength(characters) {
        result.append(character)
        result.append(contentsOf: characters.prefix(end))
        characters = characters.dropFirst(end)
        continue
      }
      if character.isLetter { letters += 1 }
      result.append(accents[character] ?? character)
    }
    return result + String(repeating: "~", count: max(1, letters / 3)) + "]"
  }

  /// Whether `text` is in the pseudo-language (a translated text of the interface, not data).
  public nonisolated static func isPseudo(_ text: String) -> Bool {
    text.hasPrefix("[") && text.hasSuffix("]")
  }

  /// The length of a printf or strftime conversion after its `%` (`1$@`, `lld`, `-d`, `A`), or nil.
  private nonisolated static func placeholderLength(_ rest: ArraySlice<Character>) -> Int? {
    var index = rest.startIndex
    while index < rest.endIndex, rest[index].isNumber || "$-#0 +'.lhqjzt".contains(rest[index]) {
      index += 1
    }
    guard index < rest.endIndex, rest[index].isLetter || rest[index] == "@" || rest[index] == "%" else { return nil }
    return index - rest.startIndex + 1
  }

  private static func catalog(of messages: [POTemplate.Message]) -> String {
    var text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
    for message in messages where !message.id.isEmpty {
      if let context = message.context { text += "msgctxt \(POTemplate.quoted(context))\n" }
      text += "msgid \(POTemplate.quoted(message.id))\n"
      if let plural = message.plural {
        text += "msgid_plural \(POTemplate.quoted(plural))\n"
        text += "msgstr[0] \(POTemplate.quoted(Self.pseudo(message.id)))\n"
        text += "msgstr[1] \(POTemplate.quoted(Self.pseudo(plural)))\n\n"
      } else {
        text += "msgstr \(POTemplate.quoted(Self.pseudo(message.id)))\n\n"
      }
    }
    return text
  }
}

/// Why a pseudo-language could not be made.
public enum PseudoLocaleError : Error, CustomStringConvertible {
  /// The template is not one `msgfmt` can read.
  case doesNotCompile(String)
  /// The template could not be read.
  case unreadable(String)

  public var description: String {
    switch self {
    case .doesNotCompile(let path): "msgfmt could not compile the pseudo-language \(path)"
    case .unreadable(let path): "Could not read the message template \(path)"
    }
  }
}
