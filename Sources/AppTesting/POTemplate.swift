//  POTemplate.swift

import Foundation

/// The messages of a gettext template (`.pot`): each one's context, text and plural text, with the
/// quoted strings of the file joined and unescaped.
struct POTemplate {
  struct Message {
    var context: String?
    var id = ""
    var plural: String?
  }

  let messages: [Message]

  init(contentsOf url: URL) throws {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw PseudoLocaleError.unreadable(url.path) }
    enum Part { case context, id, plural, translation }
    var messages: [Message] = []
    var current: Message?
    var part = Part.translation
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("msgctxt ") {
        current.map { messages.append($0) }
        current = Message(context: Self.unquoted(line.dropFirst(8)))
        part = .context
      } else if line.hasPrefix("msgid ") {
        if part != .context {
          current.map { messages.append($0) }
          current = Message()
        }
        current?.id = Self.unquoted(line.dropFirst(6))
        part = .id
      } else if line.hasPrefix("msgid_plural ") {
        current?.plural = Self.unquoted(line.dropFirst(13))
        part = .plural
      } else if line.hasPrefix("msgstr") {
        part = .translation
      } else if line.hasPrefix("\"") {
        let more = Self.unquoted(line[...])
        switch part {
        case .context: current?.context?.append(more)
        case .id: current?.id += more
        case .plural: current?.plural?.append(more)
        case .translation: break
        }
      }
    }
    current.map { messages.append($0) }
    self.messages = messages
  }

  static func unquoted(_ quoted: Substring) -> String {
    var text = quoted.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return "" }
    text = String(text.dropFirst().dropLast())
    var result = ""
    var escaped = false
    for character in text {
      if escaped {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
