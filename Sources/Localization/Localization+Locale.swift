//  Localization+Locale.swift

import Foundation
import Synchronization

// Foundation on Linux does not read the POSIX locale variables: `Locale.current` is always "en_001"
// (swiftlang/swift-foundation#717), so a German desktop would see English dates and numbers. Windows
// write through `Localization.locale` instead.

extension Localization {
  /// The locale windows write dates, times and numbers in: the user's formats from the environment
  /// (`LC_ALL`, else `LC_TIME`, else `LANG`, as POSIX decides), read again by `start()`. Set it to
  /// write in another locale (tests pin one); every format style in the windows takes it.
  public static var locale: Locale {
    get { Self.chosenLocale.withLock { $0 } }
    set { Self.chosenLocale.withLock { $0 = newValue } }
  }

  /// The locale for the C and POSIX locales, or when nothing is set: Foundation's own default.
  public static let fallbackLocaleIdentifier = "en_001"

  /// The Foundation identifier for the formats the environment names: "de_DE.UTF-8" is "de_DE",
  /// "sr_RS.UTF-8@latin" is "sr_Latn_RS"; C, POSIX and anything that is not a locale name give
  /// `fallbackLocaleIdentifier`. The first of `LC_ALL`, `LC_TIME`, `LANG` that is set decides.
  public static func localeIdentifier(environment: [String : String]) -> String {
    guard let value = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
      return Self.fallbackLocaleIdentifier
    }
    // language[_territory][.codeset][@modifier]
    let at = value.firstIndex(of: "@")
    let modifier = at.map { value[value.index(after: $0)...] }
    let base = value[..<(at ?? value.endIndex)].prefix { $0 != "." }
    let parts = base.split(separator: "_", omittingEmptySubsequences: false)
    let isLetters = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isLetter } }
    guard parts.count <= 2, parts.allSatisfy(isLetters), base != "C", base != "POSIX" else {
      return Self.fallbackLocaleIdentifier
    }
    let script = modifier == "latin" ? ["Latn"] : modifier == "cyrillic" ? ["Cyrl"] : []
    return ([String(parts[0])] + script + parts.dropFirst().map(String.init)).joined(separator: "_")
  }

  /// Reads the user's formats from this process's environment into `locale`.
  static func readLocale() {
    Self.locale = Self.environmentLocale()
  }

  private static func environmentLocale() -> Locale {
    Locale(identifier: Self.localeIdentifier(environment: ProcessInfo.processInfo.environment))
  }

  private static let chosenLocale = Mutex(Self.environmentLocale())
}
