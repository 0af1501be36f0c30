//  Localization.swift

import CGLib
import Foundation
import Logging

/// Translations of user-visible text through gettext: one text domain for the framework and every app,
/// compiled translations (`po/*.po`, see README) under `LOCALEDIR/LANG/LC_MESSAGES/immutabledata-gtk.mo`.
public enum Localization {
  /// The gettext text domain; the C shim (`CGtk`) translates its few strings in the same domain.
  public static let domain = "immutabledata-gtk"
  /// Names a directory of compiled translations, ahead of the installed ones.
  public static let directoryVariable = "IMMUTABLEDATA_LOCALEDIR"

  static let logger = Logger(label: "org.immutabledata.Localization")

  /// Takes the user's locale from the environment (for gettext and for `locale`) and binds the text
  /// domain to its translations: the directory in `IMMUTABLEDATA_LOCALEDIR`, else the install's
  /// `share/locale` (scripts/install.sh), else the system's. Call once, before the first text is translated.
  public static func start(directory: String? = nil) {
    _ = setlocale(LC_ALL, "")
    Self.readLocale()
    // LANGUAGE is ignored while messages are in the "C" locale; C.UTF-8 keeps plain text and honours it.
    if let messages = setlocale(LC_MESSAGES, nil), String(cString: messages) == "C" {
      _ = setlocale(LC_MESSAGES, "C.UTF-8")
    }
    let chosen = directory ?? ProcessInfo.processInfo.environment[Self.directoryVariable] ?? Self.installedDirectory()
    if let chosen {
      _ = bindtextdomain(Self.domain, chosen)
    }
    _ = bind_textdomain_codeset(Self.domain, "UTF-8")
    Self.logger.info("translations: \(chosen ?? "system directory"), formats: \(Self.locale.identifier)")
  }

  /// Makes translations follow a changed `LANGUAGE` (gettext caches what it found).
  public static func languageDidChange() {
    cglib_translations_changed()
  }

  /// `PREFIX/share/locale` for an executable installed as `PREFIX/lib/immutabledata-gtk/APP` (scripts/install.sh),
  /// when it holds translations of this domain.
  static func installedDirectory() -> String? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let prefix = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let locale = prefix.appendingPathComponent("share/locale").path
    let languages = (try? FileManager.default.contentsOfDirectory(atPath: locale)) ?? []
    let hasDomain = languages.contains { FileManager.default.fileExists(atPath: "\(locale)/\($0)/LC_MESSAGES/\(Self.domain).mo") }
    return hasDomain ? locale : nil
  }
}
