//  Translate.swift

import CGLib
import Foundation

// gettext returns the pointer it was given when nothing translates the text, so the C copy of a Swift
// string must outlive reading the result: hence `withCString` rather than an implicit conversion.

/// The translation of `text` in the user's language; `%@` placeholders (or `%1$@`, `%2$@` where a
/// translation reorders them) are filled with `arguments` in order. scripts/update-pot.sh finds every
/// call by its name, so `text` must be a string literal.
public func tr(_ text: String, _ arguments: any CustomStringConvertible...) -> String {
  let translated = text.withCString { String(cString: g_dgettext(Localization.domain, $0)) }
  return Placeholders.fill(translated, with: arguments)
}

/// The translation of `singular` or `plural` that the user's language uses for `count`; the first `%@`
/// is `count` written for the locale ("1,234"), further ones `arguments`.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...) -> String {
  let text = singular.withCString { singular in
    plural.withCString { plural in String(cString: g_dngettext(Localization.domain, singular, plural, UInt(max(0, count)))) }
  }
  return Placeholders.fill(text, with: [count.formatted(.number.locale(Localization.locale))] + arguments)
}
