//  GalleryError.swift

import Foundation
import Localization

/// Why the gallery's reducer refused an action; the state is then unchanged.
public enum GalleryError : Error, Hashable, Sendable, CustomStringConvertible {
  /// A number outside its widget's range.
  case outOfRange(what: String, value: Double, range: ClosedRange<Double>)
  /// A choice index that is not one of the choices.
  case noSuchChoice(what: String, index: Int, count: Int)
  /// A page name that is not a page.
  case noSuchPage(String)
  /// A text longer than `GalleryState.maximumTextLength`.
  case textTooLong(what: String, length: Int)
  /// A chosen file that is not an absolute path.
  case notAnAbsolutePath(String)

  /// The refusal in words a user understands, in the user's language.
  public var description: String {
    switch self {
    case .outOfRange(let what, let value, let range):
      tr("The %1$@ must be between %2$@ and %3$@, not %4$@.", Self.name(what), Self.number(range.lowerBound), Self.number(range.upperBound), Self.number(value))
    case .noSuchChoice(let what, let index, let count):
      tr("There is no %1$@ number %2$@: there are %3$@.", Self.name(what), Self.count(index + 1), Self.count(count))
    case .noSuchPage(let page):
      tr("There is no page named %@.", page)
    case .textTooLong(let what, let length):
      tr("The %1$@ text is %2$@ characters long; at most %3$@ are kept.", Self.name(what), Self.count(length), Self.count(GalleryState.maximumTextLength))
    case .notAnAbsolutePath(let path):
      tr("The file %@ is not a full path from /.", path)
    }
  }

  /// `value` for the user's locale, with at least one decimal ("10.0", "10.25").
  static func number(_ value: Double) -> String {
    value.formatted(.number.precision(.fractionLength(1...)).grouping(.never).locale(Localization.locale))
  }

  /// `value` for the user's locale ("1,000", "1.000").
  static func count(_ value: Int) -> String {
    value.formatted(.number.locale(Localization.locale))
  }

  /// The name of the value the reducer checked (`what`), in the user's language.
  static func name(_ what: String) -> String {
    switch what {
    case "name": tr("name")
    case "search": tr("search")
    case "notes": tr("notes")
    case "code": tr("code")
    case "count": tr("count")
    case "volume": tr("volume")
    case "flavour": tr("flavour")
    case "size": tr("size")
    case "slide": tr("slide")
    default: what
    }
  }
}
