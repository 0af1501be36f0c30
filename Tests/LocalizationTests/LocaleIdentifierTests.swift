//  LocaleIdentifierTests.swift

import Foundation
import Localization
import Testing

/// The formats come from the POSIX variables as the C library reads them, since Foundation on Linux
/// ignores them: the first set of LC_ALL, LC_TIME and LANG decides.
struct LocaleIdentifierTests {
  @Test(arguments: [
    (["LANG": "de_DE.UTF-8"], "de_DE"),
    (["LANG": "de_DE.UTF-8", "LC_TIME": "fr_CH.UTF-8"], "fr_CH"),
    (["LANG": "de_DE.UTF-8", "LC_TIME": "fr_CH.UTF-8", "LC_ALL": "ja_JP.eucJP"], "ja_JP"),
    (["LANG": "de_DE.UTF-8", "LC_ALL": ""], "de_DE"),
    (["LANG": "de_DE@euro"], "de_DE"),
    (["LANG": "sr_RS.UTF-8@latin"], "sr_Latn_RS"),
    (["LANG": "pt"], "pt"),
    (["LANG": "C.UTF-8", "LANGUAGE": "de"], "en_001"),
    (["LANG": "C"], "en_001"),
    (["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"], "en_001"),
    ([:], "en_001"),
    (["LANG": "../../etc/passwd"], "en_001"),
    (["LANG": "de_DE_extra"], "en_001"),
  ])
  func theFormatsAreTheFirstSetVariablesLocale(environment: [String : String], identifier: String) {
    #expect(Localization.localeIdentifier(environment: environment) == identifier)
  }

  @Test func aGermanIdentifierWritesGermanDatesAndNumbers() {
    let locale = Locale(identifier: Localization.localeIdentifier(environment: ["LANG": "de_DE.UTF-8"]))
    #expect(1234.5.formatted(.number.locale(locale)) == "1.234,5")
    let date = Date(timeIntervalSince1970: 1_782_043_200)  // 2026-06-21 12:00 UTC
    #expect(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: .gmt).format(date) == "21. Juni 2026")
  }
}
